CREATE TABLE "chat_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'session' NOT NULL,
	"customer_id" text NOT NULL,
	"customer_type" text NOT NULL,
	"planner_id" text NOT NULL,
	"planner_type" text NOT NULL,
	"require_code" text DEFAULT '' NOT NULL,
	"require_name" text DEFAULT '' NOT NULL,
	"intention" jsonb NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_msg_type" text,
	"last_preview" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"conversation_id" text NOT NULL,
	"member_id" text NOT NULL,
	"member_type" text NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"last_read_seq" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_members_conversation_id_role_pk" PRIMARY KEY("conversation_id","role")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"seq" integer NOT NULL,
	"msg_type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"template_id" text,
	"payload" jsonb,
	"ext_content" text,
	"sender_id" text NOT NULL,
	"sender_role" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_avatar" text DEFAULT '' NOT NULL,
	"client_msg_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_share_records" (
	"id" text PRIMARY KEY NOT NULL,
	"planner_id" text NOT NULL,
	"sharer_id" text NOT NULL,
	"sharer_type" text NOT NULL,
	"conversation_id" text,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_conv_customer_idx" ON "chat_conversations" USING btree ("customer_id","planner_id");--> statement-breakpoint
CREATE INDEX "chat_conv_planner_idx" ON "chat_conversations" USING btree ("planner_id");--> statement-breakpoint
CREATE INDEX "chat_members_member_idx" ON "chat_members" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_uq" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("conversation_id","sender_role","client_msg_id");--> statement-breakpoint
CREATE INDEX "chat_share_planner_idx" ON "chat_share_records" USING btree ("planner_id","created_at");