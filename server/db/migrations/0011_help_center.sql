CREATE TABLE "about_entries" (
	"code" text PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"category_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_text" text NOT NULL,
	"link_type" smallint DEFAULT 1 NOT NULL,
	"wap_route" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"common" boolean DEFAULT false NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_code_help_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."help_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_category_idx" ON "help_articles" USING btree ("category_code","sort");