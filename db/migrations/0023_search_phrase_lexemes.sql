CREATE TABLE "search_phrases" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"phrase" text NOT NULL,
	"query" "tsquery" NOT NULL
);
--> statement-breakpoint
-- Migration 0023 (decision 007, "phrases as lexemes"). A synonym group's phrase of several words ('test engineer',
-- 'software engineer', 'quality assurance') was searched as a phrase ('test' <-> 'engin'): the full-text index
-- cannot check adjacency, so it listed every vector with all the words, decompressing the long posting lists of
-- common words ('engin' is in a third of all titles), and each was read again to recheck the phrase. 'qa
-- engineer' in Austin: 8,108 candidates for 885 description matches, 57 ms in the index and 100 in the rechecks
-- at a million jobs. A vector that has such a phrase now also carries its lexeme ('#p:test_engineer', no
-- positions), and a search matches the phrase by it (server/modules/jobs/search.ts); ranking still reads the
-- words' positions. The phrases are core/search-terms.ts INDEXED_PHRASES; search-phrases.int.test.ts checks
-- that this table lists the same, each searched as the query builder searches it.
--> statement-breakpoint
INSERT INTO search_phrases (lexeme, phrase, query)
SELECT '#p:' || replace(p.phrase, ' ', '_'), p.phrase, phraseto_tsquery('english', p.phrase)
FROM unnest(ARRAY[
  '401 k', 'account exec', 'account executive', 'account manager', 'acct manager', 'artificial intelligence', 'back end', 'big 4', 'big four', 'biz dev', 'business development', 'business development rep', 'business development representative', 'business intelligence', 'certified nursing assistant', 'chief financial officer', 'chief technology officer', 'ci cd', 'computer vision', 'continuous integration', 'customer success manager', 'database administrator', 'desktop support', 'ernst young', 'front end', 'full stack', 'gen ai', 'generative ai', 'go developer', 'go engineer', 'go lang', 'golang developer', 'golang engineer', 'help desk', 'human resources', 'information security', 'information technology', 'it support', 'large language model', 'large language models', 'licensed practical nurse', 'licensed vocational nurse', 'machine learning', 'machine learning engineer', 'medical laboratory scientist', 'medical technologist', 'mergers and acquisitions', 'ml engineer', 'natural language processing', 'node js', 'nurse anesthetist', 'nurse practitioner', 'occupational therapist', 'occupational therapist assistant', 'occupational therapy assistant', 'pa c', 'paid time off', 'physical therapist', 'physical therapist assistant', 'physical therapy assistant', 'physician assistant', 'product manager', 'profit and loss', 'program manager', 'project manager', 'quality assurance', 'registered nurse', 'research and development', 'respiratory therapist', 'sales development rep', 'sales development representative', 'security analyst', 'security engineer', 'security operations analyst', 'service desk', 'site reliability', 'soc analyst', 'software developer', 'software development engineer', 'software development engineer in test', 'software engineer', 'speech language pathologist', 'speech pathologist', 'speech therapist', 'sw engineer', 'technical program manager', 'technical support', 'test engineer', 'user experience', 'user interface', 'vice president'
]) AS p(phrase)
-- A phrase that stop words leave one word of ('it support' is 'support' to the index) is that word.
WHERE phraseto_tsquery('english', p.phrase)::text LIKE '%<%';
--> statement-breakpoint
-- The lexemes of the listed phrases a vector has.
CREATE OR REPLACE FUNCTION search_phrase_vector(vector tsvector) RETURNS tsvector
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(p.lexeme ORDER BY p.lexeme)), ''::tsvector)
  FROM search_phrases p
  WHERE vector @@ p.query
$$;
--> statement-breakpoint
-- The triggers of migration 0022; a job's title vector and its document vector also have the lexemes of the
-- listed phrases each has (search_phrase_vector(), without positions).
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
  INSERT INTO job_search_doc (id, doc_tsv, posted_at)
  SELECT d.id, d.doc_tsv || search_phrase_vector(d.doc_tsv), d.posted_at
  FROM (
    SELECT s.id, s.title_tsv || search_whole_words(concat_ws(' ', c.title, c.organization)) || search_description_vector(left(c.description_text, 6000)) AS doc_tsv, c.posted_at
    FROM changed c JOIN job_search s ON s.id = c.id
  ) d
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
  INSERT INTO job_search_doc (id, doc_tsv, posted_at)
  SELECT d.id, d.doc_tsv || search_phrase_vector(d.doc_tsv), d.posted_at
  FROM (
    SELECT s.id, s.title_tsv || search_whole_words(concat_ws(' ', c.title, c.organization)) || search_description_vector(left(c.description_text, 6000)) AS doc_tsv, c.posted_at
    FROM changed c JOIN prev p ON p.id = c.id JOIN job_search s ON s.id = c.id
    WHERE (c.title, c.organization, c.description_text, c.posted_at, c.ai_visa_sponsorship, c.city, c.state, c.ai_work_arrangement, c.remote, c.ai_employment_type, c.ai_experience_level)
      IS DISTINCT FROM (p.title, p.organization, p.description_text, p.posted_at, p.ai_visa_sponsorship, p.city, p.state, p.ai_work_arrangement, p.remote, p.ai_employment_type, p.ai_experience_level)
  ) d
  ON CONFLICT (id) DO UPDATE SET doc_tsv = EXCLUDED.doc_tsv, posted_at = EXCLUDED.posted_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Existing jobs. The narrow rows that have a phrase are updated (a few in ten), then the table is written
-- again in date order, as a bulk load leaves it: the updated rows had moved to its end, and with the dates'
-- order lost (correlation -0.64 instead of -1 at a million jobs) the planner read a title walk's jobs that may
-- sponsor through another index and sorted them ('Tidewater': 718,000 rows, 790 ms instead of 25).
UPDATE job_search SET title_tsv = title_tsv || search_phrase_vector(title_tsv)
WHERE title_tsv @@ (SELECT string_agg('(' || query::text || ')', ' | ')::tsquery FROM search_phrases);
--> statement-breakpoint
CLUSTER job_search USING job_search_posted_idx;
--> statement-breakpoint
-- The document vectors are written anew in date order, as migration 0022 did (decision 009): updated in place
-- inside the migration's transaction, the table would keep every old row version. The vectors are read, not
-- built again from the descriptions. The text index is built once afterwards.
CREATE TEMPORARY TABLE job_search_doc_0023 AS
SELECT d.id, d.doc_tsv || search_phrase_vector(d.doc_tsv) AS doc_tsv, d.posted_at FROM job_search_doc d;
--> statement-breakpoint
DROP INDEX IF EXISTS job_search_doc_tsv_idx;
--> statement-breakpoint
TRUNCATE job_search_doc;
--> statement-breakpoint
INSERT INTO job_search_doc (id, doc_tsv, posted_at)
SELECT id, doc_tsv, posted_at FROM job_search_doc_0023 ORDER BY posted_at DESC, id DESC;
--> statement-breakpoint
DROP TABLE job_search_doc_0023;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_search_doc_tsv_idx" ON "job_search_doc" USING gin ("doc_tsv");
--> statement-breakpoint
ANALYZE job_search_doc;
--> statement-breakpoint
ANALYZE job_search;
