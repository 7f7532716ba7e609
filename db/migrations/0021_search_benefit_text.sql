-- The jobs a word is in by descriptions' benefit text apart from the rest (doc_count): see the lexicon below.
ALTER TABLE "search_lexicon" ADD COLUMN IF NOT EXISTS "benefit_doc_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The benefit text's words as lexemes nobody can type ('#b:dental', like the filter lexemes of migration 0012),
-- with their positions, so a search for a benefit still finds 'relocation <-> assistance' in them.
CREATE OR REPLACE FUNCTION search_benefit_vector(benefits text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    string_agg(
      '''' || replace(replace('#b:' || v.lexeme, '\', '\\'), '''', '''''') || ''':' || array_to_string(v.positions, ','),
      ' '
    )::tsvector,
    ''::tsvector)
  FROM unnest(to_tsvector('english'::regconfig, search_text(benefits))) v
$$;
--> statement-breakpoint
-- The description part of a job's vector (decision 011, "benefit text"): the description's words as before
-- (weight D), without its benefit text, whose words follow as '#b:' lexemes. Benefit text is: the lines under
-- a heading such as 'Benefits', 'Perks', 'What we offer' or 'Compensation', until the heading of another
-- section; a line that starts with such a label ('Benefits: health insurance, ...') and the bullets under it;
-- any other sentence that names a benefit (dental insurance, 401(k), PTO, tuition reimbursement...) and offers
-- it to the reader ('we offer', 'you will receive', 'eligible for'). A title at the top such as 'Benefits
-- Specialist' is no heading, and duties such as 'Process health insurance claims' or 'Administer the 401(k)
-- plan, health insurance and parental leave' stay duties (no heading, nothing offered).
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
  -- Cheap tests before the regular expressions (PostgreSQL's are slow on long alternations): a heading
  -- without these words is not the benefits', a description whose other words have none of these stems
  -- names no benefit in a sentence, and a line without these letters neither.
  perks_headings CONSTANT text[] := '{benefits,perks,"benefits and perks","perks and benefits","perks & benefits","benefits & perks","what we offer",compensation,"compensation and benefits","compensation & benefits"}';
  heading_hints CONSTANT text[] := '{%benefit%,%perk%,%compens%,%reward%,%offer%,%provide%,%salary%,%pay%,%return%,%join%,%love%,%get%,%receive%,%enjoy%,%in it for%}';
  item_stems CONSTANT tsquery := 'insur | dental | 401 | 403 | 457 | pension | pto | tuition | reimburs | stipend | reloc | commut | rsus | rsu | espp | hsa | fsa | ''pre-tax'' | pretax | bonus | vacat | matern | patern | sabbat | childcar | daycar | gym'::tsquery;
  line_hints CONSTANT text[] := '{%insur%,%dental%,%401%,%403%,%457%,%pension%,%pto%,%tuition%,%reimburs%,%stipend%,%relocat%,%commut%,%rsu%,%espp%,%hsa%,%fsa%,%tax%,%bonus%,%vacation%,%matern%,%patern%,%sabbatical%,%child%,%daycare%,%gym%}';
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
        IF lowered ~ item AND lowered ~ cue THEN
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
  RETURN setweight(kept_vector, 'D') || search_benefit_vector(array_to_string(perks, E'\n'));
END;
$fn$;
--> statement-breakpoint
-- The triggers of migration 0012, the description's vector now from search_description_vector().
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
  SELECT s.id, s.title_tsv || search_description_vector(left(c.description_text, 6000)), c.posted_at
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
  SELECT s.id, s.title_tsv || search_description_vector(left(c.description_text, 6000)), c.posted_at
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
SELECT s.id, s.title_tsv || search_description_vector(left(j.description_text, 6000)), j.posted_at
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
