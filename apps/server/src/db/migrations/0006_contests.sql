CREATE TABLE "contest_ac_check" (
	"submit_id" integer PRIMARY KEY NOT NULL,
	"cid" integer NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_announcement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cid" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"uid" varchar(32),
	"status" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_print" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cid" integer NOT NULL,
	"uid" varchar(32) NOT NULL,
	"username" varchar(100) NOT NULL,
	"realname" varchar(100),
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_problem" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cid" integer NOT NULL,
	"pid" integer NOT NULL,
	"display_id" varchar(255) NOT NULL,
	"display_title" varchar(255) NOT NULL,
	"color" varchar(32),
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_register" (
	"cid" integer NOT NULL,
	"uid" varchar(32) NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_register_cid_uid_pk" PRIMARY KEY("cid","uid")
);
--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "source" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "seal_rank" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "seal_rank_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "auto_real_rank" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "open_print" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "open_rank" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "allow_end_submit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "rank_show_name" varchar(16) DEFAULT 'username' NOT NULL;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "open_account_limit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "account_limit_rule" text;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "star_account" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "award_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "award_config" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "judge" ADD COLUMN "rev" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_announcement" ADD CONSTRAINT "contest_announcement_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_announcement" ADD CONSTRAINT "contest_announcement_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_print" ADD CONSTRAINT "contest_print_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_problem" ADD CONSTRAINT "contest_problem_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_register" ADD CONSTRAINT "contest_register_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_register" ADD CONSTRAINT "contest_register_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_announcement_cid_idx" ON "contest_announcement" USING btree ("cid","gmt_create");--> statement-breakpoint
CREATE INDEX "contest_print_cid_idx" ON "contest_print" USING btree ("cid","status","gmt_create");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_problem_display_idx" ON "contest_problem" USING btree ("cid","display_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_problem_pid_idx" ON "contest_problem" USING btree ("cid","pid");--> statement-breakpoint
CREATE INDEX "judge_contest_rev_idx" ON "judge" USING btree ("cid","rev") WHERE "judge"."cid" <> 0;