CREATE TABLE "community_comment_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vote_type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_comment_votes_type_check" CHECK ("community_comment_votes"."vote_type" IN (1, -1))
);
--> statement-breakpoint
CREATE TABLE "community_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"parent_comment_id" uuid,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"depth" smallint DEFAULT 0 NOT NULL,
	"path" text NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "community_comments_depth_check" CHECK ("community_comments"."depth" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "community_demo_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"comment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"counts_toward_hiding" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_post_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid,
	"viewer_key" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_post_tags" (
	"post_id" uuid NOT NULL,
	"tag_name" text NOT NULL,
	CONSTRAINT "community_post_tags_post_id_tag_name_pk" PRIMARY KEY("post_id","tag_name")
);
--> statement-breakpoint
CREATE TABLE "community_post_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"hour_bucket" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_post_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vote_type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_post_votes_type_check" CHECK ("community_post_votes"."vote_type" IN (1, -1))
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"post_type" text DEFAULT 'user_created' NOT NULL,
	"topic_category" text NOT NULL,
	"urgency_level" text DEFAULT 'low' NOT NULL,
	"target_audience" text DEFAULT 'professionals' NOT NULL,
	"priority_weight" integer DEFAULT 2 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_trending" boolean DEFAULT false NOT NULL,
	"author_display_name" text DEFAULT '' NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "community_comment_votes" ADD CONSTRAINT "community_comment_votes_comment_id_community_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comment_votes" ADD CONSTRAINT "community_comment_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_parent_comment_id_community_comments_id_fk" FOREIGN KEY ("parent_comment_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_demo_accounts" ADD CONSTRAINT "community_demo_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_events" ADD CONSTRAINT "community_events_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_flags" ADD CONSTRAINT "community_flags_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_flags" ADD CONSTRAINT "community_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_shares" ADD CONSTRAINT "community_post_shares_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_shares" ADD CONSTRAINT "community_post_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_tags" ADD CONSTRAINT "community_post_tags_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_views" ADD CONSTRAINT "community_post_views_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_votes" ADD CONSTRAINT "community_post_votes_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_votes" ADD CONSTRAINT "community_post_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_comment_votes_comment_user_key" ON "community_comment_votes" USING btree ("comment_id","user_id");--> statement-breakpoint
CREATE INDEX "community_comments_post_idx" ON "community_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "community_comments_user_created_idx" ON "community_comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_events_post_idx" ON "community_events" USING btree ("post_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_flags_target_user_key" ON "community_flags" USING btree ("target_kind","target_id","user_id");--> statement-breakpoint
CREATE INDEX "community_flags_open_idx" ON "community_flags" USING btree ("created_at") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "community_post_shares_post_idx" ON "community_post_shares" USING btree ("post_id","viewer_key","created_at");--> statement-breakpoint
CREATE INDEX "community_post_tags_tag_idx" ON "community_post_tags" USING btree ("tag_name");--> statement-breakpoint
CREATE UNIQUE INDEX "community_post_views_viewer_bucket_key" ON "community_post_views" USING btree ("post_id","viewer_key","hour_bucket");--> statement-breakpoint
CREATE UNIQUE INDEX "community_post_votes_post_user_key" ON "community_post_votes" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE INDEX "community_post_votes_user_idx" ON "community_post_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_posts_trending_idx" ON "community_posts" USING btree ("priority_weight" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at IS NULL AND hidden_at IS NULL;--> statement-breakpoint
CREATE INDEX "community_posts_popular_idx" ON "community_posts" USING btree ("vote_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at IS NULL AND hidden_at IS NULL;--> statement-breakpoint
CREATE INDEX "community_posts_recent_idx" ON "community_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at IS NULL AND hidden_at IS NULL;--> statement-breakpoint
CREATE INDEX "community_posts_category_trending_idx" ON "community_posts" USING btree ("topic_category","priority_weight" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at IS NULL AND hidden_at IS NULL;--> statement-breakpoint
CREATE INDEX "community_posts_category_popular_idx" ON "community_posts" USING btree ("topic_category","vote_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at IS NULL AND hidden_at IS NULL;--> statement-breakpoint
CREATE INDEX "community_posts_category_recent_idx" ON "community_posts" USING btree ("topic_category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at IS NULL AND hidden_at IS NULL;--> statement-breakpoint
CREATE INDEX "community_posts_user_created_idx" ON "community_posts" USING btree ("user_id","created_at");