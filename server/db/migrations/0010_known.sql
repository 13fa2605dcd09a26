CREATE TABLE "known_comment_likes" (
	"user_id" text NOT NULL,
	"comment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_comment_likes_user_id_comment_id_pk" PRIMARY KEY("user_id","comment_id")
);
--> statement-breakpoint
CREATE TABLE "known_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"content_id" text NOT NULL,
	"author_id" text NOT NULL,
	"author_type" smallint DEFAULT 1 NOT NULL,
	"body" text NOT NULL,
	"applaud_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "known_contents" (
	"id" text PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"video_kind" smallint,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"topic_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"board_id" text,
	"source_id" text,
	"author_id" text NOT NULL,
	"author_type" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"review_reason" text,
	"dedupe_key" text,
	"video_url" text,
	"poster_url" text,
	"duration_seconds" integer,
	"chapters" jsonb,
	"applaud_count" integer DEFAULT 0 NOT NULL,
	"disapplaud_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"remark_count" integer DEFAULT 0 NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"browse_count" integer DEFAULT 0 NOT NULL,
	"hot_score" double precision DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"search_plain" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "known_drafts" (
	"user_id" text NOT NULL,
	"target" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"topic_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"seq" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_drafts_user_id_target_pk" PRIMARY KEY("user_id","target")
);
--> statement-breakpoint
CREATE TABLE "known_follows" (
	"follower_id" text NOT NULL,
	"followee_id" text NOT NULL,
	"followee_type" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id")
);
--> statement-breakpoint
CREATE TABLE "known_invitations" (
	"question_id" text NOT NULL,
	"invitee_id" text NOT NULL,
	"inviter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_invitations_question_id_invitee_id_pk" PRIMARY KEY("question_id","invitee_id")
);
--> statement-breakpoint
CREATE TABLE "known_post_quota" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_post_quota_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "known_reactions" (
	"user_id" text NOT NULL,
	"content_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_reactions_user_id_content_id_kind_pk" PRIMARY KEY("user_id","content_id","kind")
);
--> statement-breakpoint
CREATE TABLE "known_search_history" (
	"user_id" text NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_search_history_user_id_keyword_pk" PRIMARY KEY("user_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "known_search_terms" (
	"keyword" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_visits" (
	"content_id" text NOT NULL,
	"viewer_key" text NOT NULL,
	"day" text NOT NULL,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_visits_content_id_viewer_key_day_pk" PRIMARY KEY("content_id","viewer_key","day")
);
--> statement-breakpoint
CREATE INDEX "known_comments_content_idx" ON "known_comments" USING btree ("content_id","created_at");--> statement-breakpoint
CREATE INDEX "known_contents_feed_idx" ON "known_contents" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "known_contents_board_idx" ON "known_contents" USING btree ("board_id","status","created_at");--> statement-breakpoint
CREATE INDEX "known_contents_source_idx" ON "known_contents" USING btree ("source_id","status");--> statement-breakpoint
CREATE INDEX "known_contents_author_idx" ON "known_contents" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "known_contents_hot_idx" ON "known_contents" USING btree ("status","hot_score");--> statement-breakpoint
CREATE INDEX "known_contents_search_idx" ON "known_contents" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "known_contents_dedupe_uq" ON "known_contents" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "known_follows_followee_idx" ON "known_follows" USING btree ("followee_id","created_at");--> statement-breakpoint
CREATE INDEX "known_invitations_invitee_idx" ON "known_invitations" USING btree ("invitee_id","created_at");--> statement-breakpoint
CREATE INDEX "known_reactions_content_idx" ON "known_reactions" USING btree ("content_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "known_search_history_user_idx" ON "known_search_history" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "known_search_terms_count_idx" ON "known_search_terms" USING btree ("count");--> statement-breakpoint
CREATE INDEX "known_topics_parent_idx" ON "known_topics" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "known_visits_author_idx" ON "known_visits" USING btree ("author_id","day");