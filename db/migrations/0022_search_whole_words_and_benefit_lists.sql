-- Migration 0022 (decision 011, "words the stemmer shortens" and "benefit lists"). The English stemmer makes
-- nouns of other words' stems: 'wellness' is 'well', 'fitness' 'fit', 'readiness' 'ready', 'utility' 'utilize',
-- 'executive' 'execute', 'journalism' 'journal' (the suffixes -ness, -ity, -ism and -ive taken off), so a search
-- for the noun found every description saying 'as well', 'a good fit' or 'ready to'. A document vector now also
-- has such words whole, as lexemes nobody can type ('#n:wellness'; plurals as their singular), without
-- positions; a search for such a word reads descriptions by them (server/modules/jobs/search.ts, core's
-- wholeWordOf, the same rule). Only words the stemmer shortens so are kept: 'quality' stays 'qualiti', 'creative'
-- 'creativ', and those are searched by their stems as before.
CREATE OR REPLACE FUNCTION search_whole_words(body text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(DISTINCT '''#n:' || w.word || '''', ' ')::tsvector, ''::tsvector)
  FROM (
    SELECT
      regexp_replace(regexp_replace(regexp_replace(m.found, '(ness|ism)(es|s)$', '\1'), 'ities$', 'ity'), 'ives$', 'ive') AS word,
      replace(substring(m.found from '^[a-z]*(ness|it|ism|iv)(?:y|ies|e|es|s)?$'), 'it', 'iti') AS kept
    -- The words by a regular expression, not the text search parser: a fifth of the time, and the same words.
    FROM (SELECT (regexp_matches(lower(body), '\m[a-z]{3,}(?:ness|nesses|ity|ities|ism|isms|ive|ives)\M', 'g'))[1] AS found) m
  ) w
  -- Shortened: the stem lost the suffix ('wellness' -> 'well'), not only its ending ('quality' -> 'qualiti').
  WHERE NOT (ts_lexize('english_stem', w.word))[1] LIKE '%' || w.kept
$$;
--> statement-breakpoint
-- The description part of a job's vector (decision 011, "benefit text"), as migration 0021 made it, and: a
-- line or sentence that is only a list of benefits counts as benefit text without a heading or an offer
-- ('Medical, dental, vision, 401(k).'), and the words the stemmer shortens to another's stem follow whole
-- (search_whole_words()). Duties that name benefits ('Provide dental care to patients', 'Design vision
-- systems for robots', 'Administer the 401(k) plan, health insurance and parental leave') stay duties.
CREATE OR REPLACE FUNCTION search_description_vector(description text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  -- A heading that opens the benefits: 'Benefits', 'Perks & benefits', 'What we offer', 'Compensation'.
  perks_heading CONSTANT text := '(^|[^a-z])(benefits?|perks?|compensation|total rewards|what we offer|we offer|what we provide|what(''|’)?s in it for you|salary|pay range|base pay|pay transparency)([^a-z]|$)|^(rewards|pay|in return|why join us|why work (with|for|at) us|what you(''|’)?ll (get|receive)|what you will (get|receive)|what you get|you(''|’)?ll (get|receive|enjoy)|you will (get|receive|enjoy))( from us| in return)?$|^why you(''|’)?ll love\M';
  -- Words of a job title: 'Benefits Specialist' or 'Compensation Analyst' at the top of a posting is no heading.
  role_word CONSTANT text := '(^|[^a-z])(specialist|analyst|manager|coordinator|administrator|director|consultant|associate|assistant|engineer|partner|lead|officer|representative|advisor|adviser|generalist|clerk|intern|developer|accountant|supervisor|architect|scientist|designer|planner|auditor|processor|strategist|recruiter|executive|broker|agent|actuary|underwriter|technician|nurse|therapist)s?([^a-z]|$)';
  -- Headings of the other sections, which end the benefits.
  other_heading CONSTANT text := '^(about|responsibilit|requirement|qualification|what you(''|’)?ll (do|bring|need|work on|be doing)|what you will (do|bring|need|work on|be doing)|what we(''|’)?re looking for|what we are looking for|who you are|who we are|the role|your role|role|job|position|overview|summary|duties|skills|preferred|nice to have|bonus points|equal|eeo|location|how to apply|the team|our team|you have|you are|you will|you(''|’)?ll|must have|minimum|basic|key|day to day|a day in|your impact|impact|mission|our mission|values|our values|culture|diversity|accommodation|the opportunity|essential|education|experience|tools|tech stack|work environment|schedule|physical|working conditions|travel|additional information|disclaimer|application|interview|hiring process|next steps|who should apply|ideal candidate|the ideal|we are|we(''|’)?re|this role|in this role)';
  -- A benefit named in a sentence, and words that offer it to the reader.
  item CONSTANT text := '\m((medical|health|healthcare|dental|vision|life|disability|accident|pet)((,|, and| and| &|/| or)+ ?(medical|health|dental|vision|life|disability))*,? (insurance|coverage|plans?|benefits|assurance)|(medical|health)(,|, and| and| &|/)+ ?(dental|vision)|dental(,|, and| and| &|/)+ ?vision|40[13] ?\(?[kb]|457 ?\(?b|retirement (plans?|savings|accounts?|contributions?|match(ing)?|benefits)|pensions?|paid (time off|vacation|holidays|leave|parental leave|sick (leave|days|time))|pto|unlimited (pto|vacation|time off)|vacation (days|time|policy)|(parental|maternity|paternity|family|caregiver|bereavement|sick) leave|(company|paid) holidays|tuition (reimbursement|assistance|remission)|student loans?|education (reimbursement|assistance|stipend|budget)|(wellness|wellbeing|well-being|fitness|gym) (stipends?|allowances?|programs?|memberships?|reimbursements?|benefits?|budgets?)|commuter (benefits?|stipends?)|transit (benefits?|pass(es)?|subsid[a-z]*)|relocation (assistance|support|packages?|bonus(es)?|stipends?|benefits?)|stock options?|equity (grants?|packages?|compensation|awards?)|rsus?|espp|employee stock|restricted stock|pre-?tax|tax-?(advantaged|free|deferred)|hsas?|fsas?|health savings|flexible spending|employee (discounts?|assistance program)|(signing|sign-on|annual|performance|referral|retention) bonus(es)?|profit[- ]sharing|(free|catered|subsidi[sz]ed|complimentary) (meals|lunch(es)?|snacks|breakfast|food)|child ?care|daycare|dependent care|(home office|remote work|work from home|internet|phone|cell phone) (stipends?|allowances?|reimbursements?)|(learning|learning (and|&) development|professional development|development|education|training|conference|continuing education) (budgets?|stipends?|allowances?|funds?))\M';
  cue CONSTANT text := '\m(we offer|we provide|we(''|’)?ll (offer|provide)|we will (offer|provide)|we also offer|offers? (a |an )?(competitive|comprehensive|generous|robust|full|great)|benefits? (include|including|such as|package|program)|our (benefits|perks)|perks (include|including|such as|like)|eligible (for|to participate)|you(''|’)?ll (receive|enjoy|get|have access)|you (will )?(receive|enjoy|get|have access)|employees (receive|enjoy|get|are eligible)|(comprehensive|competitive|generous|robust|full|great|excellent) (benefits|compensation|package|medical|health|salary|pay)|(company|employer)[- ](paid|sponsored|matched|match)|total rewards|compensation (package|includes)|plus (benefits|equity))\M';
  -- A sentence or line that is only a list of benefits, with neither a heading nor an offer ('Medical, dental,
  -- vision, 401(k).', 'Health, dental and vision insurance; PTO; 401k match'): each item a benefit, a topic
  -- alone among others ('dental'), with its kind ('vision insurance'), or one that names a benefit alone
  -- ('PTO'); qualifiers ('company-paid', 'with a 4% match') and 'and more' allowed, nothing else. A duty names
  -- its act first ('Provide dental care to patients', 'Administer the 401(k) plan, health insurance...').
  listed CONSTANT text := '^([-*•·]\s+)?(((a|an|the|our|generous|competitive|comprehensive|excellent|great|robust|full|flexible|free|unlimited|paid|matching|(company|employer)[- ](paid|sponsored|matched)|subsidi[sz]ed|[0-9]+% (company[- ]|employer[- ])?paid) )*((medical|health|healthcare|dental|vision|life|disability|accident|pet|hearing|prescription|wellness|wellbeing|well-being|fitness|equity|retirement|mental health|behavioral health|critical illness|hospital indemnity|(short|long)[- ]term disability|travel|legal|identity theft)( (insurance|coverage|plans?|benefits|care|assurance|programs?))|40[13] ?\(?[kb]\)?( (retirement )?(plans?|savings( plans?)?|match(ing)?))?|457 ?\(?b\)?( plans?)?|pto|paid time off|time off|vacation( days| time)?|(company )?holidays|sick (leave|days|time)|(parental|maternity|paternity|family|caregiver|bereavement|medical) leave|hsas?|fsas?|health savings accounts?|flexible spending accounts?|pensions?( plans?)?|retirement (plans?|savings|benefits|contributions)|tuition (reimbursement|assistance|remission)|student loan (repayment|assistance|support)|stock options|equity (grants?|packages?|awards?)|rsus?|espp|employee stock purchase plan|profit[- ]sharing|(annual |performance |signing |sign-on |referral |retention )?bonus(es)?|(wellness|wellbeing|well-being|fitness|gym) (programs?|stipends?|memberships?|reimbursements?|allowances?)|gym memberships?|commuter (benefits|stipends?)|transit (benefits|passes|subsidy)|relocation( (assistance|support|packages?|bonus))?|(remote work|home office|internet|phone|cell phone|wfh) (stipends?|allowances?|reimbursements?)|(learning|professional development|learning (and|&) development|education|training|conference|continuing education) (budgets?|stipends?|allowances?|funds?)|employee assistance program|eap|employee discounts?|(free|catered|subsidi[sz]ed) (meals|lunch(es)?|snacks|breakfast)|child ?care|daycare|dependent care|sabbaticals?|medical|health|healthcare|dental|vision|life|disability|accident|pet|hearing|prescription|wellness|wellbeing|well-being|fitness|equity|retirement|mental health|behavioral health)( (for (you and your|employees and (their )?|all )?(family|families|dependents|employees|full-time employees)|from day one|on day one|with (a |an )?([0-9]+% )?((company|employer) )?(match(ing)?|contributions?)|(company |employer )?match(ing)?|\([^)]*\)))*)((\s*[,;/&+]\s*|\s+(and|or|plus)\s+|\s*[,;]\s*(and|or|plus)\s+)(((a|an|the|our|generous|competitive|comprehensive|excellent|great|robust|full|flexible|free|unlimited|paid|matching|(company|employer)[- ](paid|sponsored|matched)|subsidi[sz]ed|[0-9]+% (company[- ]|employer[- ])?paid) )*((medical|health|healthcare|dental|vision|life|disability|accident|pet|hearing|prescription|wellness|wellbeing|well-being|fitness|equity|retirement|mental health|behavioral health|critical illness|hospital indemnity|(short|long)[- ]term disability|travel|legal|identity theft)( (insurance|coverage|plans?|benefits|care|assurance|programs?))|40[13] ?\(?[kb]\)?( (retirement )?(plans?|savings( plans?)?|match(ing)?))?|457 ?\(?b\)?( plans?)?|pto|paid time off|time off|vacation( days| time)?|(company )?holidays|sick (leave|days|time)|(parental|maternity|paternity|family|caregiver|bereavement|medical) leave|hsas?|fsas?|health savings accounts?|flexible spending accounts?|pensions?( plans?)?|retirement (plans?|savings|benefits|contributions)|tuition (reimbursement|assistance|remission)|student loan (repayment|assistance|support)|stock options|equity (grants?|packages?|awards?)|rsus?|espp|employee stock purchase plan|profit[- ]sharing|(annual |performance |signing |sign-on |referral |retention )?bonus(es)?|(wellness|wellbeing|well-being|fitness|gym) (programs?|stipends?|memberships?|reimbursements?|allowances?)|gym memberships?|commuter (benefits|stipends?)|transit (benefits|passes|subsidy)|relocation( (assistance|support|packages?|bonus))?|(remote work|home office|internet|phone|cell phone|wfh) (stipends?|allowances?|reimbursements?)|(learning|professional development|learning (and|&) development|education|training|conference|continuing education) (budgets?|stipends?|allowances?|funds?)|employee assistance program|eap|employee discounts?|(free|catered|subsidi[sz]ed) (meals|lunch(es)?|snacks|breakfast)|child ?care|daycare|dependent care|sabbaticals?|medical|health|healthcare|dental|vision|life|disability|accident|pet|hearing|prescription|wellness|wellbeing|well-being|fitness|equity|retirement|mental health|behavioral health)( (for (you and your|employees and (their )?|all )?(family|families|dependents|employees|full-time employees)|from day one|on day one|with (a |an )?([0-9]+% )?((company|employer) )?(match(ing)?|contributions?)|(company |employer )?match(ing)?|\([^)]*\)))*))*(,? (and|&) more|,? etc\.?)?\s*[.!;]?$';
  -- A topic alone is no list ('Dental.', 'Equity'): it names a field as often.
  lone_topic CONSTANT text := '^([-*•·]\s+)?((a|an|the|our|generous|competitive|comprehensive|excellent|great|robust|full|flexible|free|unlimited|paid|matching|(company|employer)[- ](paid|sponsored|matched)|subsidi[sz]ed|[0-9]+% (company[- ]|employer[- ])?paid) )*(medical|health|healthcare|dental|vision|life|disability|accident|pet|hearing|prescription|wellness|wellbeing|well-being|fitness|equity|retirement|mental health|behavioral health)\s*[.!;]?$';
  -- Cheap tests before the regular expressions (PostgreSQL's are slow on long alternations): a heading
  -- without these words is not the benefits', a description whose other words have none of these stems
  -- names no benefit in a sentence, and a line without these letters neither.
  perks_headings CONSTANT text[] := '{benefits,perks,"benefits and perks","perks and benefits","perks & benefits","benefits & perks","what we offer",compensation,"compensation and benefits","compensation & benefits"}';
  heading_hints CONSTANT text[] := '{%benefit%,%perk%,%compens%,%reward%,%offer%,%provide%,%salary%,%pay%,%return%,%join%,%love%,%get%,%receive%,%enjoy%,%in it for%}';
  item_stems CONSTANT tsquery := 'insur | dental | 401 | 403 | 457 | pension | pto | tuition | reimburs | stipend | reloc | commut | rsus | rsu | espp | hsa | fsa | ''pre-tax'' | pretax | bonus | vacat | matern | patern | sabbat | childcar | daycar | gym | holiday'::tsquery;
  line_hints CONSTANT text[] := '{%insur%,%dental%,%401%,%403%,%457%,%pension%,%pto%,%tuition%,%reimburs%,%stipend%,%relocat%,%commut%,%rsu%,%espp%,%hsa%,%fsa%,%tax%,%bonus%,%vacation%,%matern%,%patern%,%sabbatical%,%child%,%daycare%,%gym%,%holiday%}';
  kept text[] := '{}';
  perks text[] := '{}';
  lines text[];
  line text;
  lowered text;
  head text;
  colon int;
  sentence text;
  is_bullet boolean;
  in_perks boolean := false;
  perk_list boolean := false;
  kept_vector tsvector;
  moved boolean := false;
BEGIN
  lines := string_to_array(coalesce(description, ''), E'\n');
  -- Sections: the lines under a benefits heading, until the heading of another section; a line that starts
  -- with such a label ('Benefits: health insurance, ...') and the bullets under it.
  FOREACH line IN ARRAY lines LOOP
    line := btrim(line, E' \t\r');
    CONTINUE WHEN line = '';
    is_bullet := left(line, 1) IN ('-', '*', '•', '·') AND substr(line, 2, 1) = ' ';
    IF NOT is_bullet THEN
      colon := strpos(line, ':');
      head := CASE
        WHEN colon BETWEEN 2 AND 61 THEN left(line, colon - 1)
        WHEN length(line) <= 80 AND right(line, 1) NOT IN ('.', '!', '?', ';', ',') THEN line
      END;
      IF head IS NOT NULL THEN
        head := lower(btrim(head, ' *#_'));
        IF head = ANY (perks_headings) OR (head LIKE ANY (heading_hints) AND head ~ perks_heading AND head !~ role_word) THEN
          perks := perks || line;
          perk_list := colon BETWEEN 2 AND 61 AND btrim(substr(line, colon + 1)) <> '';
          in_perks := NOT perk_list;
          CONTINUE;
        END IF;
        IF in_perks AND head ~ other_heading THEN
          in_perks := false;
        END IF;
      END IF;
      perk_list := false;
    END IF;
    IF in_perks OR perk_list THEN
      perks := perks || line;
    ELSE
      kept := kept || line;
    END IF;
  END LOOP;
  kept_vector := to_tsvector('english'::regconfig, search_text(array_to_string(kept, E'\n')));
  -- Sentences elsewhere that name a benefit and offer it ('We offer medical, dental and vision insurance and a
  -- 401(k) match.'); looked for only where the words' stems say one may be.
  IF kept_vector @@ item_stems THEN
    lines := kept;
    kept := '{}';
    FOREACH line IN ARRAY lines LOOP
      lowered := lower(line);
      IF NOT (lowered LIKE ANY (line_hints)) OR lowered !~ item THEN
        kept := kept || line;
        CONTINUE;
      END IF;
      FOREACH sentence IN ARRAY regexp_split_to_array(line, '(?<=[.!?;])\s+') LOOP
        lowered := lower(sentence);
        IF (lowered ~ item AND lowered ~ cue)
          OR (lowered ~ listed AND (lowered ~ '[,;/&+]|\m(and|or|plus)\M' OR lowered !~ lone_topic)) THEN
          perks := perks || sentence;
          moved := true;
        ELSE
          kept := kept || sentence;
        END IF;
      END LOOP;
    END LOOP;
    IF moved THEN
      kept_vector := to_tsvector('english'::regconfig, search_text(array_to_string(kept, E'\n')));
    END IF;
  END IF;
  -- The whole words of the rest (search_whole_words(): no positions, so the benefit text's follow the same).
  RETURN setweight(kept_vector, 'D') || search_whole_words(array_to_string(kept, E'\n'))
    || search_benefit_vector(array_to_string(perks, E'\n'));
END;
$fn$;
--> statement-breakpoint
-- The triggers of migration 0021; a job's document vector now also has the whole words of its title and
-- organisation (search_whole_words(), without positions: the title's own stems keep theirs).
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search (id, posted_at, expires_at, sponsor_rank, city, state, work_style, employment_type, experience_years, title_tsv)
  SELECT f.id, f.posted_at, f.expires_at, f.sponsor_rank, f.city, f.state, f.work_style, f.employment_type, f.experience_years,
    f.text_tsv || search_filter_vector(f.city, f.state, f.work_style, f.employment_type, f.sponsor_rank, f.experience_years)
  FROM (
    SELECT c.id, c.posted_at, c.expires_at,
      (CASE WHEN c.ai_visa_sponsorship THEN 2 WHEN c.ai_visa_sponsorship IS NULL THEN 1 ELSE 0 END)::smallint AS sponsor_rank,
      c.city, c.state,
      CASE
        WHEN coalesce(c.ai_work_arrangement, CASE WHEN c.remote THEN 'Remote Solely' ELSE 'On-site' END) IN ('Remote Solely', 'Remote OK') THEN 'remote'
        WHEN c.ai_work_arrangement = 'Hybrid' THEN 'hybrid'
        ELSE 'onsite'
      END AS work_style,
      c.ai_employment_type AS employment_type,
      least(substring(c.ai_experience_level from '(\d{1,3})')::int, 99)::smallint AS experience_years,
      setweight(to_tsvector('english'::regconfig, search_text(c.title)), 'A') || setweight(to_tsvector('english'::regconfig, search_text(c.organization)), 'B') AS text_tsv
    FROM changed c
  ) f
  ON CONFLICT (id) DO UPDATE SET
    posted_at = EXCLUDED.posted_at,
    expires_at = EXCLUDED.expires_at,
    sponsor_rank = EXCLUDED.sponsor_rank,
    city = EXCLUDED.city,
    state = EXCLUDED.state,
    work_style = EXCLUDED.work_style,
    employment_type = EXCLUDED.employment_type,
    experience_years = EXCLUDED.experience_years,
    title_tsv = EXCLUDED.title_tsv;
  INSERT INTO job_search_doc (id, doc_tsv, posted_at)
  SELECT s.id, s.title_tsv || search_whole_words(concat_ws(' ', c.title, c.organization)) || search_description_vector(left(c.description_text, 6000)), c.posted_at
  FROM changed c JOIN job_search s ON s.id = c.id
  ON CONFLICT (id) DO UPDATE SET doc_tsv = EXCLUDED.doc_tsv, posted_at = EXCLUDED.posted_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_sync_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search (id, posted_at, expires_at, sponsor_rank, city, state, work_style, employment_type, experience_years, title_tsv)
  SELECT f.id, f.posted_at, f.expires_at, f.sponsor_rank, f.city, f.state, f.work_style, f.employment_type, f.experience_years,
    f.text_tsv || search_filter_vector(f.city, f.state, f.work_style, f.employment_type, f.sponsor_rank, f.experience_years)
  FROM (
    SELECT c.id, c.posted_at, c.expires_at,
      (CASE WHEN c.ai_visa_sponsorship THEN 2 WHEN c.ai_visa_sponsorship IS NULL THEN 1 ELSE 0 END)::smallint AS sponsor_rank,
      c.city, c.state,
      CASE
        WHEN coalesce(c.ai_work_arrangement, CASE WHEN c.remote THEN 'Remote Solely' ELSE 'On-site' END) IN ('Remote Solely', 'Remote OK') THEN 'remote'
        WHEN c.ai_work_arrangement = 'Hybrid' THEN 'hybrid'
        ELSE 'onsite'
      END AS work_style,
      c.ai_employment_type AS employment_type,
      least(substring(c.ai_experience_level from '(\d{1,3})')::int, 99)::smallint AS experience_years,
      setweight(to_tsvector('english'::regconfig, search_text(c.title)), 'A') || setweight(to_tsvector('english'::regconfig, search_text(c.organization)), 'B') AS text_tsv
    FROM changed c JOIN prev p ON p.id = c.id
    WHERE (c.posted_at, c.expires_at, c.ai_visa_sponsorship, c.city, c.state, c.ai_work_arrangement, c.remote, c.ai_employment_type, c.ai_experience_level, c.title, c.organization)
      IS DISTINCT FROM (p.posted_at, p.expires_at, p.ai_visa_sponsorship, p.city, p.state, p.ai_work_arrangement, p.remote, p.ai_employment_type, p.ai_experience_level, p.title, p.organization)
  ) f
  ON CONFLICT (id) DO UPDATE SET
    posted_at = EXCLUDED.posted_at,
    expires_at = EXCLUDED.expires_at,
    sponsor_rank = EXCLUDED.sponsor_rank,
    city = EXCLUDED.city,
    state = EXCLUDED.state,
    work_style = EXCLUDED.work_style,
    employment_type = EXCLUDED.employment_type,
    experience_years = EXCLUDED.experience_years,
    title_tsv = EXCLUDED.title_tsv;
  INSERT INTO job_search_doc (id, doc_tsv, posted_at)
  SELECT s.id, s.title_tsv || search_whole_words(concat_ws(' ', c.title, c.organization)) || search_description_vector(left(c.description_text, 6000)), c.posted_at
  FROM changed c JOIN prev p ON p.id = c.id JOIN job_search s ON s.id = c.id
  WHERE (c.title, c.organization, c.description_text, c.posted_at, c.ai_visa_sponsorship, c.city, c.state, c.ai_work_arrangement, c.remote, c.ai_employment_type, c.ai_experience_level)
    IS DISTINCT FROM (p.title, p.organization, p.description_text, p.posted_at, p.ai_visa_sponsorship, p.city, p.state, p.ai_work_arrangement, p.remote, p.ai_employment_type, p.ai_experience_level)
  ON CONFLICT (id) DO UPDATE SET doc_tsv = EXCLUDED.doc_tsv, posted_at = EXCLUDED.posted_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Existing jobs: every description vector again, as the triggers now build them. The table is emptied and
-- written anew in date order (decision 009): updated in place inside the migration's transaction, it kept
-- every old row version (CLUSTER must copy what the transaction itself deleted), twice the pages for a walk.
-- The text index is built once afterwards.
DROP INDEX IF EXISTS job_search_doc_tsv_idx;
--> statement-breakpoint
TRUNCATE job_search_doc;
--> statement-breakpoint
INSERT INTO job_search_doc (id, doc_tsv, posted_at)
SELECT s.id, s.title_tsv || search_whole_words(concat_ws(' ', j.title, j.organization)) || search_description_vector(left(j.description_text, 6000)), j.posted_at
FROM jobs j JOIN job_search s ON s.id = j.id
ORDER BY j.posted_at DESC, j.id DESC;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_search_doc_tsv_idx" ON "job_search_doc" USING gin ("doc_tsv");
--> statement-breakpoint
ANALYZE job_search_doc;
--> statement-breakpoint
-- The lexicon from the new vectors (as refreshSearchLexicon builds it): a benefit word counts apart.
DELETE FROM search_lexicon;
--> statement-breakpoint
INSERT INTO search_lexicon (word, doc_count, benefit_doc_count)
SELECT word, coalesce(sum(ndoc) FILTER (WHERE NOT benefit), 0), coalesce(sum(ndoc) FILTER (WHERE benefit), 0)
FROM (
  SELECT regexp_replace(word, '^#b:', '') AS word, word LIKE '#b:%' AS benefit, ndoc
  FROM ts_stat('SELECT doc_tsv FROM job_search_doc')
) w
WHERE length(word) >= 2 AND word ~ '^[a-z0-9]+$'
GROUP BY word;
