CREATE TABLE "scheduled_runs" (
	"job" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_job_scheduled_for_pk" PRIMARY KEY("job","scheduled_for")
);
