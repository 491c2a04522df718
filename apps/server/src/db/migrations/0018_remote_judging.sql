CREATE TABLE "remote_judge_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"oj" varchar(16) NOT NULL,
	"username" varchar(255) NOT NULL,
	"password" varchar(255) NOT NULL,
	"session" jsonb DEFAULT '{"cookies":{},"values":{}}'::jsonb NOT NULL,
	"lease_task" bigint,
	"lease_expires_at" timestamp with time zone,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "judge" ADD COLUMN "vjudge_submit_id" varchar(64);--> statement-breakpoint
ALTER TABLE "judge" ADD COLUMN "vjudge_username" varchar(255);--> statement-breakpoint
CREATE UNIQUE INDEX "remote_judge_account_uq" ON "remote_judge_account" USING btree ("oj","username");--> statement-breakpoint
CREATE INDEX "remote_judge_account_lease_idx" ON "remote_judge_account" USING btree ("lease_task") WHERE "remote_judge_account"."lease_task" is not null;