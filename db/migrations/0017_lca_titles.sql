CREATE TABLE "lca_titles" (
	"title" text PRIMARY KEY NOT NULL,
	"soc_code" text,
	"soc_title" text,
	"filings" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lca_titles_trgm_idx" ON "lca_titles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "lca_titles" ("title", "soc_code", "soc_title", "filings")
SELECT title,
  (array_agg(soc_code ORDER BY (soc_code IS NULL), n DESC, soc_code))[1],
  (array_agg(soc_title ORDER BY (soc_code IS NULL), n DESC, soc_code))[1],
  sum(n)::int
FROM (SELECT lower(job_title) AS title, soc_code, max(soc_title) AS soc_title, count(*) AS n
      FROM "lca_filings" WHERE certified GROUP BY 1, 2) per_code
GROUP BY title;
