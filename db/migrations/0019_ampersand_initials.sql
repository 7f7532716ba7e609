-- Initials joined by '&' (AT&T, M&A, R&D, Texas A&M, P&G, GD&T; one side a single letter, and 'A & M' spaced
-- before one) are one word, 'atampt', with the parts indexed too (core/search-terms.ts SYMBOL_RULES, the same
-- rules as a query). The English configuration drops stop words, so 'AT&T' had indexed only 't' and 'Texas A&M' only
-- 'texa' and 'm'. The other rules are migration 0007's.
CREATE OR REPLACE FUNCTION search_text(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            regexp_replace(lower(coalesce(input, '')), '(^|[^a-z0-9&])(?:([a-z]{1,3}) ?& ?([a-z])|([a-z])&([a-z]{2,3}))(?![a-z0-9&])', '\1\2\4amp\3\5 \2\4 \3\5', 'g'),
            '([a-z0-9])\+\+(?![a-z0-9])', '\1plusplus', 'g'),
          '([a-z0-9])\+(?![a-z0-9+])', '\1plus', 'g'),
        '([a-z0-9])#(?![a-z0-9])', '\1sharp', 'g'),
      '([a-z0-9]+)[./]([a-z0-9]*[a-z][a-z0-9]*)', '\1\2 \1 \2', 'g'),
    '(^|[^a-z0-9])\.([a-z][a-z0-9]*)', '\1dot\2', 'g')
$$;
--> statement-breakpoint
-- Existing jobs with an '&' between letters get their vectors again, as the triggers build them (migration
-- 0012): the title and organisation with the filter lexemes, then the description after them.
UPDATE job_search s SET title_tsv =
  setweight(to_tsvector('english'::regconfig, search_text(j.title)), 'A')
  || setweight(to_tsvector('english'::regconfig, search_text(j.organization)), 'B')
  || search_filter_vector(s.city, s.state, s.work_style, s.employment_type, s.sponsor_rank, s.experience_years)
FROM jobs j
WHERE j.id = s.id AND concat_ws(' ', j.title, j.organization) ~* '[a-z] ?& ?[a-z]';
--> statement-breakpoint
UPDATE job_search_doc d SET doc_tsv =
  s.title_tsv || setweight(to_tsvector('english'::regconfig, search_text(left(j.description_text, 6000))), 'D')
FROM jobs j JOIN job_search s ON s.id = j.id
WHERE d.id = j.id AND concat_ws(' ', j.title, j.organization, left(j.description_text, 6000)) ~* '[a-z] ?& ?[a-z]';
--> statement-breakpoint
-- The lexicon learns the new words now (a search for one is no typo), not at the next ingestion run.
INSERT INTO search_lexicon (word, doc_count)
SELECT word, ndoc FROM ts_stat($$
  SELECT d.doc_tsv FROM job_search_doc d JOIN jobs j ON j.id = d.id
  WHERE concat_ws(' ', j.title, j.organization, left(j.description_text, 6000)) ~* '[a-z] ?& ?[a-z]'
$$)
WHERE word ~ '^[a-z]{1,3}amp[a-z]{1,3}$'
ON CONFLICT (word) DO NOTHING;
