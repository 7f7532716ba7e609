CREATE TABLE "ingest_boards" (
	"key" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"board" text NOT NULL,
	"company" text NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_job_count" integer
);
--> statement-breakpoint
CREATE TABLE "ingest_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" jsonb,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "text_content" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "extraction_method" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "text_quality" real;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "board" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_board_last_seen_idx" ON "jobs" USING btree ("board","last_seen_at");--> statement-breakpoint
CREATE INDEX "jobs_dedupe_key_idx" ON "jobs" USING btree ("dedupe_key");