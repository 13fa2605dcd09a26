CREATE TABLE "topic_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"venue_id" text,
	"title" text NOT NULL,
	"goods_ids" text[] DEFAULT '{}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_venues" (
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"banner_url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"banner_url" text NOT NULL,
	"theme_color" text DEFAULT '#4974f5' NOT NULL,
	"rules" text[] DEFAULT '{}' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "library_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"paragraphs" text[] DEFAULT '{}' NOT NULL,
	"forward_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_audits" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"requester_id" text NOT NULL,
	"requester_name" text NOT NULL,
	"goods_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "purchase_audits_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "topic_sections" ADD CONSTRAINT "topic_sections_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_sections" ADD CONSTRAINT "topic_sections_venue_id_topic_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."topic_venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_venues" ADD CONSTRAINT "topic_venues_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_sections_topic_idx" ON "topic_sections" USING btree ("topic_id","sort");--> statement-breakpoint
CREATE INDEX "topic_venues_topic_idx" ON "topic_venues" USING btree ("topic_id","sort");--> statement-breakpoint
CREATE INDEX "topics_kind_idx" ON "topics" USING btree ("kind","sort");--> statement-breakpoint
CREATE INDEX "purchase_audits_requester_idx" ON "purchase_audits" USING btree ("requester_id","created_at");