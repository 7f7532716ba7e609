CREATE TABLE "alc_areas" (
	"area_code" text NOT NULL,
	"area_name" text NOT NULL,
	"state" text NOT NULL,
	"county" text NOT NULL,
	CONSTRAINT "alc_areas_state_county_area_code_pk" PRIMARY KEY("state","county","area_code")
);
--> statement-breakpoint
CREATE TABLE "alc_wages" (
	"area_code" text NOT NULL,
	"soc_code" text NOT NULL,
	"file_id" integer NOT NULL,
	"level1" integer,
	"level2" integer,
	"level3" integer,
	"level4" integer,
	CONSTRAINT "alc_wages_soc_code_area_code_pk" PRIMARY KEY("soc_code","area_code")
);
--> statement-breakpoint
CREATE TABLE "lca_filings" (
	"case_number" text PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"release_rank" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"employer_name" text NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"case_status" text,
	"certified" boolean NOT NULL,
	"job_title" text NOT NULL,
	"soc_code" text,
	"soc_title" text,
	"full_time" boolean,
	"worksite_city" text,
	"worksite_state" text,
	"wage_from" integer,
	"wage_to" integer,
	"wage_unit" text,
	"pw_wage_level" text,
	"prevailing_wage" integer
);
--> statement-breakpoint
CREATE TABLE "sponsor_company_matches" (
	"organization" text PRIMARY KEY NOT NULL,
	"organization_slug" text NOT NULL,
	"company_key" text NOT NULL,
	"sponsor_id" integer,
	"legal_name" text,
	"method" text NOT NULL,
	"confidence" real NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_employers" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_key" text NOT NULL,
	"base_key" text NOT NULL,
	"name" text NOT NULL,
	"sponsor_id" integer NOT NULL,
	"naics" text,
	"approvals" integer DEFAULT 0 NOT NULL,
	"denials" integer DEFAULT 0 NOT NULL,
	"lca_filings" integer DEFAULT 0 NOT NULL,
	"first_fiscal_year" smallint,
	"last_fiscal_year" smallint
);
--> statement-breakpoint
CREATE TABLE "sponsor_import_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"source_url" text,
	"fiscal_years" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"naics_sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"report" jsonb,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_sources" (
	"sponsor_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "sponsor_sources_sponsor_id_file_id_pk" PRIMARY KEY("sponsor_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "sponsor_title_stats" (
	"sponsor_id" integer NOT NULL,
	"title" text NOT NULL,
	"soc_code" text,
	"filings" integer NOT NULL,
	"p25" integer NOT NULL,
	"median" integer NOT NULL,
	"p75" integer NOT NULL,
	CONSTRAINT "sponsor_title_stats_sponsor_id_title_pk" PRIMARY KEY("sponsor_id","title")
);
--> statement-breakpoint
CREATE TABLE "sponsor_worksites" (
	"sponsor_id" integer NOT NULL,
	"state" text NOT NULL,
	"city" text,
	"filings" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_year_stats" (
	"sponsor_id" integer NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"initial_approvals" integer DEFAULT 0 NOT NULL,
	"initial_denials" integer DEFAULT 0 NOT NULL,
	"continuing_approvals" integer DEFAULT 0 NOT NULL,
	"continuing_denials" integer DEFAULT 0 NOT NULL,
	"approvals" integer DEFAULT 0 NOT NULL,
	"denials" integer DEFAULT 0 NOT NULL,
	"lca_filings" integer DEFAULT 0 NOT NULL,
	"lca_median_wage" integer,
	CONSTRAINT "sponsor_year_stats_sponsor_id_fiscal_year_pk" PRIMARY KEY("sponsor_id","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"search_text" text NOT NULL,
	"naics" text,
	"initial_approvals" integer DEFAULT 0 NOT NULL,
	"initial_denials" integer DEFAULT 0 NOT NULL,
	"continuing_approvals" integer DEFAULT 0 NOT NULL,
	"continuing_denials" integer DEFAULT 0 NOT NULL,
	"approvals" integer DEFAULT 0 NOT NULL,
	"denials" integer DEFAULT 0 NOT NULL,
	"decisions" integer DEFAULT 0 NOT NULL,
	"approval_rate" real,
	"latest_fiscal_year" smallint,
	"latest_approvals" integer DEFAULT 0 NOT NULL,
	"latest_decisions" integer DEFAULT 0 NOT NULL,
	"latest_approval_rate" real,
	"lca_filings" integer DEFAULT 0 NOT NULL,
	"lca_median_wage" integer,
	"wage_level_1" integer DEFAULT 0 NOT NULL,
	"wage_level_2" integer DEFAULT 0 NOT NULL,
	"wage_level_3" integer DEFAULT 0 NOT NULL,
	"wage_level_4" integer DEFAULT 0 NOT NULL,
	"wage_level_unknown" integer DEFAULT 0 NOT NULL,
	"fiscal_years" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"employer_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uscis_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"employer_name" text NOT NULL,
	"tax_id" text,
	"naics" text,
	"state" text,
	"city" text,
	"zip" text,
	"initial_approvals" integer NOT NULL,
	"initial_denials" integer NOT NULL,
	"continuing_approvals" integer NOT NULL,
	"continuing_denials" integer NOT NULL,
	"split" jsonb
);
--> statement-breakpoint
ALTER TABLE "alc_wages" ADD CONSTRAINT "alc_wages_file_id_sponsor_import_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."sponsor_import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_filings" ADD CONSTRAINT "lca_filings_file_id_sponsor_import_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."sponsor_import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_filings" ADD CONSTRAINT "lca_filings_employer_id_sponsor_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."sponsor_employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_company_matches" ADD CONSTRAINT "sponsor_company_matches_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_employers" ADD CONSTRAINT "sponsor_employers_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_sources" ADD CONSTRAINT "sponsor_sources_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_sources" ADD CONSTRAINT "sponsor_sources_file_id_sponsor_import_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."sponsor_import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_title_stats" ADD CONSTRAINT "sponsor_title_stats_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_worksites" ADD CONSTRAINT "sponsor_worksites_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_year_stats" ADD CONSTRAINT "sponsor_year_stats_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uscis_counts" ADD CONSTRAINT "uscis_counts_file_id_sponsor_import_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."sponsor_import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uscis_counts" ADD CONSTRAINT "uscis_counts_employer_id_sponsor_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."sponsor_employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alc_areas_area_idx" ON "alc_areas" USING btree ("area_code");--> statement-breakpoint
CREATE INDEX "lca_filings_employer_idx" ON "lca_filings" USING btree ("employer_id","fiscal_year");--> statement-breakpoint
CREATE INDEX "lca_filings_soc_state_idx" ON "lca_filings" USING btree ("soc_code","worksite_state");--> statement-breakpoint
CREATE INDEX "lca_filings_title_trgm_idx" ON "lca_filings" USING gin (lower("job_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsor_company_matches_sponsor_idx" ON "sponsor_company_matches" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "sponsor_company_matches_slug_idx" ON "sponsor_company_matches" USING btree ("organization_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_employers_legal_key_key" ON "sponsor_employers" USING btree ("legal_key");--> statement-breakpoint
CREATE INDEX "sponsor_employers_base_key_idx" ON "sponsor_employers" USING btree ("base_key");--> statement-breakpoint
CREATE INDEX "sponsor_employers_sponsor_idx" ON "sponsor_employers" USING btree ("sponsor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_import_files_sha256_key" ON "sponsor_import_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "sponsor_worksites_sponsor_idx" ON "sponsor_worksites" USING btree ("sponsor_id","filings" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sponsor_year_stats_year_idx" ON "sponsor_year_stats" USING btree ("fiscal_year","approvals" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sponsor_year_stats_year_lca_idx" ON "sponsor_year_stats" USING btree ("fiscal_year","lca_filings" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sponsor_year_stats_year_wage_idx" ON "sponsor_year_stats" USING btree ("fiscal_year","lca_median_wage" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sponsors_slug_key" ON "sponsors" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "sponsors_search_text_trgm_idx" ON "sponsors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsors_approvals_idx" ON "sponsors" USING btree ("approvals" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "sponsors_approval_rate_idx" ON "sponsors" USING btree ("approval_rate" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "sponsors_shown_rate_idx" ON "sponsors" USING btree ("approval_rate" DESC NULLS LAST,"decisions" DESC NULLS LAST,"id") WHERE decisions >= 10;--> statement-breakpoint
CREATE INDEX "sponsors_shown_wage_idx" ON "sponsors" USING btree ("lca_median_wage" DESC NULLS LAST,"id") WHERE lca_filings >= 5;--> statement-breakpoint
CREATE INDEX "sponsors_lca_filings_idx" ON "sponsors" USING btree ("lca_filings" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "sponsors_lca_median_wage_idx" ON "sponsors" USING btree ("lca_median_wage" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "sponsors_states_idx" ON "sponsors" USING gin ("states");--> statement-breakpoint
CREATE INDEX "sponsors_fiscal_years_idx" ON "sponsors" USING gin ("fiscal_years");--> statement-breakpoint
CREATE INDEX "sponsors_naics_idx" ON "sponsors" USING btree ("naics","approvals" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "uscis_counts_file_line_key" ON "uscis_counts" USING btree ("file_id","line_no");--> statement-breakpoint
CREATE INDEX "uscis_counts_employer_year_idx" ON "uscis_counts" USING btree ("employer_id","fiscal_year");