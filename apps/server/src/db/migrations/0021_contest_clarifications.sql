CREATE TABLE "contest_clarification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cid" integer NOT NULL,
	"display_id" varchar(32),
	"uid" varchar(32) NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"answered_by" varchar(32),
	"to_all" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_answered" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contest_clarification" ADD CONSTRAINT "contest_clarification_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_clarification" ADD CONSTRAINT "contest_clarification_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_clarification" ADD CONSTRAINT "contest_clarification_answered_by_user_info_uuid_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user_info"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_clarification_cid_idx" ON "contest_clarification" USING btree ("cid","id");--> statement-breakpoint
CREATE INDEX "contest_clarification_uid_idx" ON "contest_clarification" USING btree ("cid","uid");--> statement-breakpoint
-- Live push (modules/live): a question asked goes to its asker's and the admins' streams, an answer
-- to the asker's, or to every watcher's when it is for all.
CREATE OR REPLACE FUNCTION live_clarification_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('arbiter_live', json_build_object('k', 'q', 'c', NEW.cid, 'id', NEW.id, 'u', NEW.uid, 'p', NEW.to_all)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contest_clarification_live AFTER INSERT OR UPDATE ON "contest_clarification"
  FOR EACH ROW EXECUTE FUNCTION live_clarification_notify();
