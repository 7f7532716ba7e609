-- The addresses of sponsors merged into another (a brand the alias table gained): answered with a 301 to it.
-- The fingerprint of the alias table the stored entities were grouped with: without a row, the next start
-- regroups them with the current table (server/modules/sponsors/import/regroup.ts, decision 050), starting
-- from the brands' sponsors (sponsors_brand_idx).
CREATE TABLE "sponsor_alias_table" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"fingerprint" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_alias_table_one_row" CHECK ("sponsor_alias_table"."id")
);
--> statement-breakpoint
CREATE TABLE "sponsor_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"sponsor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sponsor_slug_redirects" ADD CONSTRAINT "sponsor_slug_redirects_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_slug_redirects_sponsor_idx" ON "sponsor_slug_redirects" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "sponsors_brand_idx" ON "sponsors" USING btree ("slug") WHERE kind = 'brand';