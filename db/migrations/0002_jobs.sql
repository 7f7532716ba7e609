CREATE TABLE "job_search" (
	"id" bigint PRIMARY KEY NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"sponsor_rank" smallint NOT NULL,
	"city" text,
	"state" text,
	"work_style" text NOT NULL,
	"employment_type" text NOT NULL,
	"title_tsv" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_search_doc" (
	"id" bigint PRIMARY KEY NOT NULL,
	"doc_tsv" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"organization" text NOT NULL,
	"organization_slug" text NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"city" text,
	"state" text,
	"url" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"remote" boolean DEFAULT false NOT NULL,
	"ai_work_arrangement" text,
	"ai_employment_type" text DEFAULT 'FULL_TIME' NOT NULL,
	"ai_visa_sponsorship" boolean,
	"ai_visa_evidence" text,
	"ai_salary_min" integer,
	"ai_salary_max" integer,
	"ai_salary_currency" text DEFAULT 'USD' NOT NULL,
	"ai_salary_unit" text DEFAULT 'YEAR' NOT NULL,
	"ai_benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"ai_experience_level" text,
	"li_organization_logo_url" text,
	"li_organization_url" text,
	"li_organization_industry" text,
	"li_organization_size" text,
	"li_organization_headquarters" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL,
	"doc_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_id_jobs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_doc" ADD CONSTRAINT "job_search_doc_id_jobs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_search_posted_idx" ON "job_search" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_search_default_idx" ON "job_search" USING btree ("sponsor_rank" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_search_title_tsv_idx" ON "job_search" USING gin ("title_tsv");--> statement-breakpoint
CREATE INDEX "job_search_city_idx" ON "job_search" USING btree ("city","sponsor_rank" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_search_state_idx" ON "job_search" USING btree ("state","sponsor_rank" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_search_work_style_idx" ON "job_search" USING btree ("work_style","sponsor_rank" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_search_employment_type_idx" ON "job_search" USING btree ("employment_type","sponsor_rank" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_search_doc_tsv_idx" ON "job_search_doc" USING gin ("doc_tsv");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_source_job_id_key" ON "jobs" USING btree ("source","job_id");--> statement-breakpoint
CREATE INDEX "jobs_organization_slug_idx" ON "jobs" USING btree ("organization_slug");--> statement-breakpoint
CREATE INDEX "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);