CREATE TABLE "evaluation_interviews" (
	"interview_id" text PRIMARY KEY NOT NULL,
	"evaluation_id" text NOT NULL,
	"planner_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_interviews_evaluation_id_unique" UNIQUE("evaluation_id")
);
