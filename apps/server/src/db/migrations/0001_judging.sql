CREATE TABLE "judge_case" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submit_id" integer NOT NULL,
	"uid" varchar(32) NOT NULL,
	"pid" integer NOT NULL,
	"case_id" integer,
	"status" smallint NOT NULL,
	"time" integer,
	"memory" integer,
	"score" integer,
	"group_num" integer,
	"seq" integer NOT NULL,
	"mode" varchar(32),
	"input_data" varchar(255),
	"output_data" varchar(255),
	"user_output" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_host" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"workers" integer DEFAULT 1 NOT NULL,
	"cpu_cores" integer DEFAULT 1 NOT NULL,
	"version" varchar(32),
	"busy" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_task" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"submit_id" integer,
	"test_key" varchar(64),
	"language" varchar(64) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"lease_owner" varchar(64),
	"lease_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_judge" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"pid" integer NOT NULL,
	"status" smallint DEFAULT 5 NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_template" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"lid" integer NOT NULL,
	"code" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" varchar(255),
	"content_type" varchar(64),
	"compile_command" text,
	"template" text,
	"code_template" text,
	"is_spj" boolean DEFAULT false NOT NULL,
	"oj" varchar(16) DEFAULT 'ME' NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_case" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"input" text NOT NULL,
	"output" text NOT NULL,
	"input_hash" varchar(64) NOT NULL,
	"output_hash" varchar(64) NOT NULL,
	"input_size" integer DEFAULT 0 NOT NULL,
	"output_size" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"group_num" integer DEFAULT 1 NOT NULL,
	"seq" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_language" (
	"pid" integer NOT NULL,
	"lid" integer NOT NULL,
	CONSTRAINT "problem_language_pid_lid_pk" PRIMARY KEY("pid","lid")
);
--> statement-breakpoint
CREATE TABLE "problem_tag" (
	"pid" integer NOT NULL,
	"tid" integer NOT NULL,
	CONSTRAINT "problem_tag_pid_tid_pk" PRIMARY KEY("pid","tid")
);
--> statement-breakpoint
CREATE TABLE "tag" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"color" varchar(32),
	"oj" varchar(16) DEFAULT 'ME' NOT NULL,
	"gid" integer,
	"tcid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_classification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"oj" varchar(16) DEFAULT 'ME' NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "judge" ADD COLUMN "share" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "judge" ADD COLUMN "judger" varchar(100);--> statement-breakpoint
ALTER TABLE "judge" ADD COLUMN "ip" varchar(64);--> statement-breakpoint
ALTER TABLE "judge" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "judge" ADD COLUMN "is_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "spj_code" text;--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "spj_language" varchar(32);--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "user_extra_file" text;--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "judge_extra_file" text;--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "is_remove_end_blank" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "open_case_result" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "is_upload_case" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "case_version" varchar(40) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "modified_user" varchar(100);--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "apply_public_progress" smallint;--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "is_file_io" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "io_read_file_name" varchar(100);--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "io_write_file_name" varchar(100);--> statement-breakpoint
ALTER TABLE "judge_case" ADD CONSTRAINT "judge_case_submit_id_judge_submit_id_fk" FOREIGN KEY ("submit_id") REFERENCES "public"."judge"("submit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_template" ADD CONSTRAINT "code_template_pid_problem_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_template" ADD CONSTRAINT "code_template_lid_language_id_fk" FOREIGN KEY ("lid") REFERENCES "public"."language"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_case" ADD CONSTRAINT "problem_case_pid_problem_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_language" ADD CONSTRAINT "problem_language_pid_problem_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_language" ADD CONSTRAINT "problem_language_lid_language_id_fk" FOREIGN KEY ("lid") REFERENCES "public"."language"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_tag" ADD CONSTRAINT "problem_tag_pid_problem_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_tag" ADD CONSTRAINT "problem_tag_tid_tag_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag" ADD CONSTRAINT "tag_tcid_tag_classification_id_fk" FOREIGN KEY ("tcid") REFERENCES "public"."tag_classification"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judge_case_submit_idx" ON "judge_case" USING btree ("submit_id","seq");--> statement-breakpoint
CREATE INDEX "judge_task_queue_idx" ON "judge_task" USING btree ("priority","id");--> statement-breakpoint
CREATE INDEX "judge_task_submit_idx" ON "judge_task" USING btree ("submit_id");--> statement-breakpoint
CREATE INDEX "test_judge_expires_idx" ON "test_judge" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "code_template_pid_lid_uq" ON "code_template" USING btree ("pid","lid");--> statement-breakpoint
CREATE UNIQUE INDEX "language_name_oj_uq" ON "language" USING btree ("name","oj");--> statement-breakpoint
CREATE INDEX "problem_case_pid_idx" ON "problem_case" USING btree ("pid","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_name_oj_gid_uq" ON "tag" USING btree ("name","oj",coalesce("gid", 0));--> statement-breakpoint
CREATE INDEX "judge_pid_idx" ON "judge" USING btree ("pid","status");--> statement-breakpoint
CREATE INDEX "judge_cid_idx" ON "judge" USING btree ("cid","submit_time");