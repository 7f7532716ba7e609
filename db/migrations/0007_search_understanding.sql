ALTER TABLE "job_search" ADD COLUMN "experience_years" smallint;--> statement-breakpoint
-- Skill tokens written with symbols become one indexed word (core/search-terms.ts SYMBOL_RULES, same rules):
-- 'c++' -> 'cplusplus', 'c#' -> 'csharp', '.net' -> 'dotnet', 'node.js' -> 'nodejs node js', 'ci/cd' -> 'cicd ci cd'.
CREATE OR REPLACE FUNCTION search_text(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(lower(coalesce(input, '')), '([a-z0-9])\+\+(?![a-z0-9])', '\1plusplus', 'g'),
          '([a-z0-9])\+(?![a-z0-9+])', '\1plus', 'g'),
        '([a-z0-9])#(?![a-z0-9])', '\1sharp', 'g'),
      '([a-z0-9]+)[./]([a-z0-9]*[a-z][a-z0-9]*)', '\1\2 \1 \2', 'g'),
    '(^|[^a-z0-9])\.([a-z][a-z0-9]*)', '\1dot\2', 'g')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search (id, posted_at, expires_at, sponsor_rank, city, state, work_style, employment_type, experience_years, title_tsv)
  SELECT c.id, c.posted_at, c.expires_at,
    CASE WHEN c.ai_visa_sponsorship THEN 2 WHEN c.ai_visa_sponsorship IS NULL THEN 1 ELSE 0 END,
    c.city, c.state,
    CASE
      WHEN coalesce(c.ai_work_arrangement, CASE WHEN c.remote THEN 'Remote Solely' ELSE 'On-site' END) IN ('Remote Solely', 'Remote OK') THEN 'remote'
      WHEN c.ai_work_arrangement = 'Hybrid' THEN 'hybrid'
      ELSE 'onsite'
    END,
    c.ai_employment_type,
    least(substring(c.ai_experience_level from '(\d{1,3})')::int, 99)::smallint,
    setweight(to_tsvector('english'::regconfig, search_text(c.title)), 'A') || setweight(to_tsvector('english'::regconfig, search_text(c.organization)), 'B')
  FROM changed c
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
  SELECT s.id, s.title_tsv || setweight(to_tsvector('english'::regconfig, search_text(left(c.description_text, 6000))), 'D'), c.posted_at
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
  SELECT c.id, c.posted_at, c.expires_at,
    CASE WHEN c.ai_visa_sponsorship THEN 2 WHEN c.ai_visa_sponsorship IS NULL THEN 1 ELSE 0 END,
    c.city, c.state,
    CASE
      WHEN coalesce(c.ai_work_arrangement, CASE WHEN c.remote THEN 'Remote Solely' ELSE 'On-site' END) IN ('Remote Solely', 'Remote OK') THEN 'remote'
      WHEN c.ai_work_arrangement = 'Hybrid' THEN 'hybrid'
      ELSE 'onsite'
    END,
    c.ai_employment_type,
    least(substring(c.ai_experience_level from '(\d{1,3})')::int, 99)::smallint,
    setweight(to_tsvector('english'::regconfig, search_text(c.title)), 'A') || setweight(to_tsvector('english'::regconfig, search_text(c.organization)), 'B')
  FROM changed c JOIN prev p ON p.id = c.id
  WHERE (c.posted_at, c.expires_at, c.ai_visa_sponsorship, c.city, c.state, c.ai_work_arrangement, c.remote, c.ai_employment_type, c.ai_experience_level, c.title, c.organization)
    IS DISTINCT FROM (p.posted_at, p.expires_at, p.ai_visa_sponsorship, p.city, p.state, p.ai_work_arrangement, p.remote, p.ai_employment_type, p.ai_experience_level, p.title, p.organization)
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
  SELECT s.id, s.title_tsv || setweight(to_tsvector('english'::regconfig, search_text(left(c.description_text, 6000))), 'D'), c.posted_at
  FROM changed c JOIN prev p ON p.id = c.id JOIN job_search s ON s.id = c.id
  WHERE (c.title, c.organization, c.description_text, c.posted_at) IS DISTINCT FROM (p.title, p.organization, p.description_text, p.posted_at)
  ON CONFLICT (id) DO UPDATE SET doc_tsv = EXCLUDED.doc_tsv, posted_at = EXCLUDED.posted_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Existing rows: experience and vectors with the symbol rules, then the typo dictionary from the new vectors.
UPDATE job_search s SET
  experience_years = least(substring(j.ai_experience_level from '(\d{1,3})')::int, 99)::smallint,
  title_tsv = setweight(to_tsvector('english'::regconfig, search_text(j.title)), 'A') || setweight(to_tsvector('english'::regconfig, search_text(j.organization)), 'B')
FROM jobs j WHERE j.id = s.id;
--> statement-breakpoint
UPDATE job_search_doc d SET
  doc_tsv = s.title_tsv || setweight(to_tsvector('english'::regconfig, search_text(left(j.description_text, 6000))), 'D')
FROM jobs j JOIN job_search s ON s.id = j.id WHERE d.id = j.id;
--> statement-breakpoint
DELETE FROM search_lexicon;
--> statement-breakpoint
INSERT INTO search_lexicon (word, doc_count)
SELECT word, ndoc FROM ts_stat('SELECT doc_tsv FROM job_search_doc') WHERE length(word) >= 2 AND word ~ '^[a-z0-9]+$';
--> statement-breakpoint
-- The rewrite above left both tables out of date order; searches walk them newest first (decision 009).
CLUSTER job_search USING job_search_posted_idx;
--> statement-breakpoint
CLUSTER job_search_doc USING job_search_doc_posted_idx;
--> statement-breakpoint
ANALYZE job_search;
--> statement-breakpoint
ANALYZE job_search_doc;
