CREATE TABLE "announcement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"uid" varchar(32),
	"status" smallint DEFAULT 0 NOT NULL,
	"gid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" varchar(32),
	"author" varchar(100),
	"title" varchar(255) NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"description" text,
	"auth" smallint DEFAULT 0 NOT NULL,
	"pwd" varchar(255),
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"oi_rank_score_type" varchar(16) DEFAULT 'Recent' NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"gid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expiring_value" (
	"kind" varchar(32) NOT NULL,
	"key" varchar(400) NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiring_value_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "file" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" varchar(32),
	"gid" integer,
	"type" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"suffix" varchar(16) NOT NULL,
	"mime" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"delete" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge" (
	"submit_id" bigserial PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"display_pid" varchar(255) NOT NULL,
	"uid" varchar(32) NOT NULL,
	"username" varchar(100) NOT NULL,
	"submit_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint DEFAULT 5 NOT NULL,
	"error_message" text,
	"time" integer,
	"memory" integer,
	"score" integer,
	"length" integer DEFAULT 0 NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"language" varchar(64) NOT NULL,
	"cid" integer DEFAULT 0 NOT NULL,
	"cpid" integer DEFAULT 0 NOT NULL,
	"gid" integer,
	"oi_rank_score" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"problem_id" varchar(255) NOT NULL,
	"title" varchar(255) NOT NULL,
	"author" varchar(100),
	"type" smallint DEFAULT 0 NOT NULL,
	"time_limit" integer DEFAULT 1000 NOT NULL,
	"memory_limit" integer DEFAULT 256 NOT NULL,
	"stack_limit" integer DEFAULT 128 NOT NULL,
	"description" text,
	"input" text,
	"output" text,
	"examples" text,
	"hint" text,
	"is_remote" boolean DEFAULT false NOT NULL,
	"source" text,
	"difficulty" smallint DEFAULT 0 NOT NULL,
	"auth" smallint DEFAULT 1 NOT NULL,
	"io_score" integer DEFAULT 100 NOT NULL,
	"code_share" boolean DEFAULT true NOT NULL,
	"judge_mode" varchar(32) DEFAULT 'default' NOT NULL,
	"judge_case_mode" varchar(32) DEFAULT 'default' NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"gid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"user_agent" varchar(512),
	"ip" varchar(64),
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_acproblem" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"pid" integer NOT NULL,
	"submit_id" integer NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_info" (
	"uuid" varchar(32) PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"password" text NOT NULL,
	"nickname" varchar(100),
	"school" varchar(100),
	"course" varchar(100),
	"number" varchar(200),
	"realname" varchar(100),
	"gender" varchar(20) DEFAULT 'secrecy' NOT NULL,
	"github" varchar(255),
	"blog" varchar(255),
	"cf_username" varchar(255),
	"email" varchar(320),
	"mobile" varchar(32),
	"avatar" varchar(255),
	"signature" text,
	"title_name" varchar(255),
	"title_color" varchar(255),
	"status" smallint DEFAULT 0 NOT NULL,
	"role_id" integer DEFAULT 1002 NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_record" (
	"uid" varchar(32) PRIMARY KEY NOT NULL,
	"rating" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement" ADD CONSTRAINT "announcement_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_acproblem" ADD CONSTRAINT "user_acproblem_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_record" ADD CONSTRAINT "user_record_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_list_idx" ON "announcement" USING btree ("gid","status","gmt_create");--> statement-breakpoint
CREATE INDEX "contest_start_idx" ON "contest" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "expiring_value_expires_idx" ON "expiring_value" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "file_name_uq" ON "file" USING btree ("name");--> statement-breakpoint
CREATE INDEX "file_type_idx" ON "file" USING btree ("type");--> statement-breakpoint
CREATE INDEX "judge_submit_time_idx" ON "judge" USING btree ("submit_time");--> statement-breakpoint
CREATE INDEX "judge_uid_idx" ON "judge" USING btree ("uid","submit_time");--> statement-breakpoint
CREATE UNIQUE INDEX "problem_problem_id_uq" ON "problem" USING btree (upper("problem_id"));--> statement-breakpoint
CREATE INDEX "problem_created_idx" ON "problem" USING btree ("gmt_create");--> statement-breakpoint
CREATE INDEX "session_uid_idx" ON "session" USING btree ("uid","gmt_create");--> statement-breakpoint
CREATE INDEX "user_acproblem_uid_idx" ON "user_acproblem" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "user_acproblem_created_idx" ON "user_acproblem" USING btree ("gmt_create");--> statement-breakpoint
CREATE UNIQUE INDEX "user_info_username_uq" ON "user_info" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_info_email_uq" ON "user_info" USING btree (lower("email"));