-- Description vectors carry their job's posting time, so a search for a word found only in descriptions walks
-- them newest first (job_search_doc_posted_idx) instead of probing a randomly placed ~1 KB row per job.
ALTER TABLE "job_search_doc" ADD COLUMN "posted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "job_search_doc" d SET "posted_at" = s."posted_at" FROM "job_search" s WHERE s."id" = d."id";--> statement-breakpoint
ALTER TABLE "job_search_doc" ALTER COLUMN "posted_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "job_search_doc_posted_idx" ON "job_search_doc" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
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
  INSERT INTO job_search_doc (id, doc_tsv, posted_at)
  SELECT s.id, s.title_tsv || setweight(to_tsvector('english'::regconfig, left(c.description_text, 6000)), 'D'), c.posted_at
  FROM changed c JOIN job_search s ON s.id = c.id
  ON CONFLICT (id) DO UPDATE SET doc_tsv = EXCLUDED.doc_tsv, posted_at = EXCLUDED.posted_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_sync_update() RETURNS trigger
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
  FROM changed c JOIN prev p ON p.id = c.id
  WHERE (c.posted_at, c.expires_at, c.ai_visa_sponsorship, c.city, c.state, c.ai_work_arrangement, c.remote, c.ai_employment_type, c.title, c.organization)
    IS DISTINCT FROM (p.posted_at, p.expires_at, p.ai_visa_sponsorship, p.city, p.state, p.ai_work_arrangement, p.remote, p.ai_employment_type, p.title, p.organization)
  ON CONFLICT (id) DO UPDATE SET
    posted_at = EXCLUDED.posted_at,
    expires_at = EXCLUDED.expires_at,
    sponsor_rank = EXCLUDED.sponsor_rank,
    city = EXCLUDED.city,
    state = EXCLUDED.state,
    work_style = EXCLUDED.work_style,
    employment_type = EXCLUDED.employment_type,
    title_tsv = EXCLUDED.title_tsv;
  INSERT INTO job_search_doc (id, doc_tsv, posted_at)
  SELECT s.id, s.title_tsv || setweight(to_tsvector('english'::regconfig, left(c.description_text, 6000)), 'D'), c.posted_at
  FROM changed c JOIN prev p ON p.id = c.id JOIN job_search s ON s.id = c.id
  WHERE (c.title, c.organization, c.description_text, c.posted_at) IS DISTINCT FROM (p.title, p.organization, p.description_text, p.posted_at)
  ON CONFLICT (id) DO UPDATE SET doc_tsv = EXCLUDED.doc_tsv, posted_at = EXCLUDED.posted_at;
  RETURN NULL;
END;
$$;
