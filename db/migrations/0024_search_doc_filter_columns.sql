-- Migration 0024 (decision 007, "a description search reads the vectors' table alone"). A description match was
-- checked against its job's narrow row (job_search: still listed, its sponsorship side, not a title match) by a
-- primary-key lookup per match, nine tenths of a description statement's time: 'SAP2000' collected its 2,589
-- matches in 5 ms and looked up their rows in 70 more. The vectors' table now carries copies of the three values
-- (expires_at, sponsor_rank, title_tsv); the filters' other values are lexemes of the vector (migration 0012).
-- Its rows are written anew in date order, as migration 0023 did, with the copies filled in.
CREATE TEMPORARY TABLE job_search_doc_0024 AS
SELECT d.id, d.doc_tsv, d.posted_at, s.expires_at, s.sponsor_rank, s.title_tsv
FROM job_search_doc d JOIN job_search s ON s.id = d.id;
--> statement-breakpoint
DROP INDEX IF EXISTS job_search_doc_tsv_idx;
--> statement-breakpoint
TRUNCATE job_search_doc;
--> statement-breakpoint
-- IF NOT EXISTS: tests run this migration again after an older one (tests/helpers/database.ts).
ALTER TABLE "job_search_doc" ADD COLUMN IF NOT EXISTS "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_search_doc" ADD COLUMN IF NOT EXISTS "sponsor_rank" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_search_doc" ADD COLUMN IF NOT EXISTS "title_tsv" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
INSERT INTO job_search_doc (id, doc_tsv, posted_at, expires_at, sponsor_rank, title_tsv)
SELECT id, doc_tsv, posted_at, expires_at, sponsor_rank, title_tsv FROM job_search_doc_0024 ORDER BY posted_at DESC, id DESC;
--> statement-breakpoint
DROP TABLE job_search_doc_0024;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_search_doc_tsv_idx" ON "job_search_doc" USING gin ("doc_tsv");
--> statement-breakpoint
ANALYZE job_search_doc;
--> statement-breakpoint
-- The triggers of migration 0023; the document's row also gets the copies, and a job whose document is not
-- written again gets them alone when they change.
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search (id, posted_at, expires_at, sponsor_rank, city, state, work_style, employment_type, experience_years, title_tsv)
  SELECT f.id, f.posted_at, f.expires_at, f.sponsor_rank, f.city, f.state, f.work_style, f.employment_type, f.experience_years,
    f.text_tsv || search_filter_vector(f.city, f.state, f.work_style, f.employment_type, f.sponsor_rank, f.experience_years)
      || search_phrase_vector(f.text_tsv)
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
  INSERT INTO job_search_doc (id, doc_tsv, posted_at, expires_at, sponsor_rank, title_tsv)
  SELECT d.id, d.doc_tsv || search_phrase_vector(d.doc_tsv), d.posted_at, d.expires_at, d.sponsor_rank, d.title_tsv
  FROM (
    SELECT s.id, s.title_tsv || search_whole_words(concat_ws(' ', c.title, c.organization)) || search_description_vector(left(c.description_text, 6000)) AS doc_tsv, c.posted_at, s.expires_at, s.sponsor_rank, s.title_tsv
    FROM changed c JOIN job_search s ON s.id = c.id
  ) d
  ON CONFLICT (id) DO UPDATE SET doc_tsv = EXCLUDED.doc_tsv, posted_at = EXCLUDED.posted_at, expires_at = EXCLUDED.expires_at,
    sponsor_rank = EXCLUDED.sponsor_rank, title_tsv = EXCLUDED.title_tsv;
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
      || search_phrase_vector(f.text_tsv)
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
  INSERT INTO job_search_doc (id, doc_tsv, posted_at, expires_at, sponsor_rank, title_tsv)
  SELECT d.id, d.doc_tsv || search_phrase_vector(d.doc_tsv), d.posted_at, d.expires_at, d.sponsor_rank, d.title_tsv
  FROM (
    SELECT s.id, s.title_tsv || search_whole_words(concat_ws(' ', c.title, c.organization)) || search_description_vector(left(c.description_text, 6000)) AS doc_tsv, c.posted_at, s.expires_at, s.sponsor_rank, s.title_tsv
    FROM changed c JOIN prev p ON p.id = c.id JOIN job_search s ON s.id = c.id
    WHERE (c.title, c.organization, c.description_text, c.posted_at, c.ai_visa_sponsorship, c.city, c.state, c.ai_work_arrangement, c.remote, c.ai_employment_type, c.ai_experience_level)
      IS DISTINCT FROM (p.title, p.organization, p.description_text, p.posted_at, p.ai_visa_sponsorship, p.city, p.state, p.ai_work_arrangement, p.remote, p.ai_employment_type, p.ai_experience_level)
  ) d
  ON CONFLICT (id) DO UPDATE SET doc_tsv = EXCLUDED.doc_tsv, posted_at = EXCLUDED.posted_at, expires_at = EXCLUDED.expires_at,
    sponsor_rank = EXCLUDED.sponsor_rank, title_tsv = EXCLUDED.title_tsv;
  -- A job whose document did not change (its expiry did, say) gets the new copies alone.
  UPDATE job_search_doc d SET expires_at = s.expires_at, sponsor_rank = s.sponsor_rank, title_tsv = s.title_tsv
  FROM changed c JOIN job_search s ON s.id = c.id
  WHERE d.id = c.id AND (d.expires_at, d.sponsor_rank, d.title_tsv) IS DISTINCT FROM (s.expires_at, s.sponsor_rank, s.title_tsv);
  RETURN NULL;
END;
$$;
