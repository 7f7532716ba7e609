-- Filter values as lexemes nobody can type (decision 013): every search vector (title_tsv, and doc_tsv, which
-- starts with it) also carries '#c:<city>', '#s:<state>', '#w:<work style>', '#e:<employment type>',
-- '#r:<sponsor rank>' and '#x:<experience band>'. A search ANDs the filters into its tsquery, so the full-text
-- index answers "these words AND this city" instead of reading every match of the words and dropping the other
-- cities afterwards. Typed words become [a-z0-9] lexemes only (core/search-terms.ts), so they never start with
-- '#', not even as a prefix query. The bands are core/search-terms.ts EXPERIENCE_BANDS (pinned by a test).
-- The text parts of both vectors keep migration 0007's search_text() rules unchanged.
CREATE OR REPLACE FUNCTION search_filter_vector(city text, state text, work_style text, employment_type text, sponsor_rank smallint, experience_years smallint) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(ARRAY[
    '#c:' || city,
    '#s:' || state,
    '#w:' || work_style,
    '#e:' || employment_type,
    '#r:' || sponsor_rank::text,
    '#x:' || CASE
      WHEN experience_years IS NULL THEN NULL
      WHEN experience_years <= 1 THEN 'entry'
      WHEN experience_years <= 4 THEN 'mid'
      ELSE 'senior'
    END
  ], NULL))
$$;
--> statement-breakpoint
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
  SELECT s.id, s.title_tsv || setweight(to_tsvector('english'::regconfig, search_text(left(c.description_text, 6000))), 'D'), c.posted_at
  FROM changed c JOIN job_search s ON s.id = c.id
  ON CONFLICT (id) DO UPDATE SET doc_tsv = EXCLUDED.doc_tsv, posted_at = EXCLUDED.posted_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Updates re-derive the search rows only for jobs whose searchable fields changed (migration 0005); the
-- description vector now also changes with every filter value, since it carries them.
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
  SELECT s.id, s.title_tsv || setweight(to_tsvector('english'::regconfig, search_text(left(c.description_text, 6000))), 'D'), c.posted_at
  FROM changed c JOIN prev p ON p.id = c.id JOIN job_search s ON s.id = c.id
  WHERE (c.title, c.organization, c.description_text, c.posted_at, c.ai_visa_sponsorship, c.city, c.state, c.ai_work_arrangement, c.remote, c.ai_employment_type, c.ai_experience_level)
    IS DISTINCT FROM (p.title, p.organization, p.description_text, p.posted_at, p.ai_visa_sponsorship, p.city, p.state, p.ai_work_arrangement, p.remote, p.ai_employment_type, p.ai_experience_level)
  ON CONFLICT (id) DO UPDATE SET doc_tsv = EXCLUDED.doc_tsv, posted_at = EXCLUDED.posted_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Existing rows: add the filter lexemes to both vectors, without re-parsing any text. The indexes other than
-- the date-order ones CLUSTER needs are dropped first (a million-row update would otherwise insert into each)
-- and built once afterwards; CLUSTER puts both tables back in date order (decision 009).
DROP INDEX IF EXISTS job_search_title_tsv_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS job_search_doc_tsv_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS job_search_default_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS job_search_city_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS job_search_state_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS job_search_work_style_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS job_search_employment_type_idx;
--> statement-breakpoint
UPDATE job_search s SET
  title_tsv = s.title_tsv || search_filter_vector(s.city, s.state, s.work_style, s.employment_type, s.sponsor_rank, s.experience_years);
--> statement-breakpoint
UPDATE job_search_doc d SET
  doc_tsv = d.doc_tsv || search_filter_vector(s.city, s.state, s.work_style, s.employment_type, s.sponsor_rank, s.experience_years)
FROM job_search s WHERE s.id = d.id;
--> statement-breakpoint
CLUSTER job_search USING job_search_posted_idx;
--> statement-breakpoint
CLUSTER job_search_doc USING job_search_doc_posted_idx;
--> statement-breakpoint
CREATE INDEX "job_search_default_idx" ON "job_search" USING btree ("sponsor_rank" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "job_search_city_idx" ON "job_search" USING btree ("city","sponsor_rank" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "job_search_state_idx" ON "job_search" USING btree ("state","sponsor_rank" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "job_search_work_style_idx" ON "job_search" USING btree ("work_style","sponsor_rank" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "job_search_employment_type_idx" ON "job_search" USING btree ("employment_type","sponsor_rank" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "job_search_title_tsv_idx" ON "job_search" USING gin ("title_tsv");
--> statement-breakpoint
CREATE INDEX "job_search_doc_tsv_idx" ON "job_search_doc" USING gin ("doc_tsv");
--> statement-breakpoint
ANALYZE job_search;
--> statement-breakpoint
ANALYZE job_search_doc;
