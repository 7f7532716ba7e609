-- Keeps job_search and job_search_doc in step with jobs. Statement-level triggers with transition tables handle a bulk upsert
-- of thousands of rows in one pass instead of one trigger call per row.
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search (id, posted_at, expires_at, sponsor_rank, city, state, work_style, employment_type, title_tsv)
  SELECT c.id, c.posted_at, c.expires_at,
    CASE WHEN c.ai_visa_sponsorship THEN 2 WHEN c.ai_visa_sponsorship IS NULL THEN 1 ELSE 0 END,
    c.city, c.state,
    CASE
      WHEN coalesce(c.ai_work_arrangement, CASE WHEN c.remote THEN 'Remote Solely' ELSE 'On-site' END) IN ('Remote Solely', 'Remote OK') THEN 'remote'
      WHEN c.ai_work_arrangement = 'Hybrid' THEN 'hybrid'
      ELSE 'onsite'
    END,
    c.ai_employment_type,
    setweight(to_tsvector('english'::regconfig, c.title), 'A') || setweight(to_tsvector('english'::regconfig, c.organization), 'B')
  FROM changed c
  ON CONFLICT (id) DO UPDATE SET
    posted_at = EXCLUDED.posted_at,
    expires_at = EXCLUDED.expires_at,
    sponsor_rank = EXCLUDED.sponsor_rank,
    city = EXCLUDED.city,
    state = EXCLUDED.state,
    work_style = EXCLUDED.work_style,
    employment_type = EXCLUDED.employment_type,
    title_tsv = EXCLUDED.title_tsv;
  INSERT INTO job_search_doc (id, doc_tsv)
  SELECT s.id, s.title_tsv || setweight(to_tsvector('english'::regconfig, left(c.description_text, 6000)), 'D')
  FROM changed c JOIN job_search s ON s.id = c.id
  ON CONFLICT (id) DO UPDATE SET doc_tsv = EXCLUDED.doc_tsv;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_sync_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_search_sync();
--> statement-breakpoint
CREATE TRIGGER jobs_search_sync_update AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_search_sync();
