CREATE TABLE "training" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author" varchar(100),
	"uid" varchar(32),
	"auth" varchar(16) DEFAULT 'Public' NOT NULL,
	"private_pwd" varchar(255),
	"rank" integer DEFAULT 1000 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"rank_show_name" varchar(16) DEFAULT 'username' NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"gid" integer,
	"category_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_category" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"color" varchar(32) NOT NULL,
	"gid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_problem" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"pid" integer NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"tpid" integer NOT NULL,
	"pid" integer NOT NULL,
	"uid" varchar(32) NOT NULL,
	"submit_id" integer NOT NULL,
	"rev" bigint DEFAULT nextval('judge_rev_seq') NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_register" (
	"tid" integer NOT NULL,
	"uid" varchar(32) NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_register_tid_uid_pk" PRIMARY KEY("tid","uid")
);
--> statement-breakpoint
ALTER TABLE "training" ADD CONSTRAINT "training_category_id_training_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."training_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_problem" ADD CONSTRAINT "training_problem_tid_training_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."training"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_problem" ADD CONSTRAINT "training_problem_pid_problem_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_record" ADD CONSTRAINT "training_record_tid_training_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."training"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_record" ADD CONSTRAINT "training_record_tpid_training_problem_id_fk" FOREIGN KEY ("tpid") REFERENCES "public"."training_problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_record" ADD CONSTRAINT "training_record_submit_id_judge_submit_id_fk" FOREIGN KEY ("submit_id") REFERENCES "public"."judge"("submit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_register" ADD CONSTRAINT "training_register_tid_training_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."training"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_register" ADD CONSTRAINT "training_register_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_list_idx" ON "training" USING btree ("rank","id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_problem_tid_pid_idx" ON "training_problem" USING btree ("tid","pid");--> statement-breakpoint
CREATE INDEX "training_problem_pid_idx" ON "training_problem" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "training_record_submission_idx" ON "training_record" USING btree ("tid","submit_id");--> statement-breakpoint
CREATE INDEX "training_record_rev_idx" ON "training_record" USING btree ("tid","rev");--> statement-breakpoint
CREATE INDEX "training_record_submit_idx" ON "training_record" USING btree ("submit_id");--> statement-breakpoint
CREATE INDEX "training_record_user_idx" ON "training_record" USING btree ("uid","tpid");--> statement-breakpoint
CREATE INDEX "judge_practice_rev_idx" ON "judge" USING btree ("rev") WHERE "judge"."cid" = 0;--> statement-breakpoint
-- Every submission takes a revision now (practice ones too): the kept training ranks follow them.
DROP TRIGGER IF EXISTS judge_contest_rev ON "judge";
--> statement-breakpoint
CREATE TRIGGER judge_rev BEFORE INSERT OR UPDATE ON "judge"
  FOR EACH ROW EXECUTE FUNCTION judge_bump_rev();
--> statement-breakpoint
-- A change of a training's problems (added, reordered, removed, or deleted with its problem) makes
-- its kept ranks rebuild on their next read.
CREATE OR REPLACE FUNCTION training_problem_bump_version() RETURNS trigger AS $$
BEGIN
  UPDATE "training" SET version = version + 1 WHERE id = COALESCE(NEW.tid, OLD.tid);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER training_problem_version AFTER INSERT OR UPDATE OR DELETE ON "training_problem"
  FOR EACH ROW EXECUTE FUNCTION training_problem_bump_version();
