CREATE TABLE "sponsor_words" (
	"word" text PRIMARY KEY NOT NULL,
	"sponsors" integer NOT NULL,
	"filings" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sponsor_words_trgm_idx" ON "sponsor_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary of the sponsors already imported (later imports rebuild it: server/modules/sponsors/import/aggregate.ts).
INSERT INTO "sponsor_words" ("word", "sponsors", "filings")
SELECT w, count(*)::int, sum(weight)::bigint FROM (
  SELECT DISTINCT s.id, s.decisions + s.lca_filings AS weight,
    regexp_replace(t, '^[^[:alnum:]&]+|[^[:alnum:]&]+$', '', 'g') AS w
  FROM "sponsors" s, regexp_split_to_table(s.search_text, '\s+') t
) x
WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'
GROUP BY w;
