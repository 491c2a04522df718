ALTER TABLE "judge" ADD COLUMN "timing" jsonb;--> statement-breakpoint
ALTER TABLE "judge_task" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- Work for the judge hosts is announced on the channel arbiter_queue at commit, to every server
-- replica that listens (judgehost/work-signal.ts): a host waiting in a claim on any replica wakes
-- at once. The payload says which slots can take it: 'remote', or 'sandbox:' and the language.
-- PostgreSQL sends one notice per transaction for equal payloads, so a rejudge of a thousand
-- submissions is one notice per language.
CREATE OR REPLACE FUNCTION judge_task_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('arbiter_queue', CASE WHEN NEW.kind = 'remote' THEN 'remote' ELSE 'sandbox:' || NEW.language END);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER judge_task_queued AFTER INSERT ON "judge_task"
  FOR EACH ROW EXECUTE FUNCTION judge_task_notify();
