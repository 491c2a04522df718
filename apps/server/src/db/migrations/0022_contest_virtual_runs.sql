CREATE TABLE "contest_virtual_run" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cid" integer NOT NULL,
	"uid" varchar(32) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "judge" ADD COLUMN "virtual_run" integer;--> statement-breakpoint
ALTER TABLE "contest_virtual_run" ADD CONSTRAINT "contest_virtual_run_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_virtual_run" ADD CONSTRAINT "contest_virtual_run_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_virtual_run_user_idx" ON "contest_virtual_run" USING btree ("cid","uid");--> statement-breakpoint
CREATE INDEX "contest_virtual_run_uid_idx" ON "contest_virtual_run" USING btree ("uid","end_time");--> statement-breakpoint
CREATE INDEX "judge_virtual_run_idx" ON "judge" USING btree ("virtual_run","submit_id") WHERE "judge"."virtual_run" is not null;--> statement-breakpoint
-- A virtual run's verdicts reach their author (kind v) but name no contest: the real board's
-- watchers have nothing to refetch.
CREATE OR REPLACE FUNCTION live_judge_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('arbiter_live', json_build_object('k', 'v', 'u', NEW.uid, 's', NEW.submit_id, 'st', NEW.status,
    'c', CASE WHEN NEW.virtual_run IS NULL THEN NEW.cid ELSE 0 END, 'r', NEW.rev)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
