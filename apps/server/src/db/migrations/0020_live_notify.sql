-- Live push (modules/live): each change a page would otherwise poll for is announced on the channel
-- arbiter_live, which PostgreSQL delivers at commit to every server replica that listens. A trigger,
-- not the code that writes, so that every path (results, rejudges, manual verdicts, imports) says it.
-- The payloads are small and name what changed, never its content.
CREATE OR REPLACE FUNCTION live_judge_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('arbiter_live', json_build_object('k', 'v', 'u', NEW.uid, 's', NEW.submit_id, 'st', NEW.status, 'c', NEW.cid, 'r', NEW.rev)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER judge_live_insert AFTER INSERT ON "judge"
  FOR EACH ROW EXECUTE FUNCTION live_judge_notify();
--> statement-breakpoint
CREATE TRIGGER judge_live_update AFTER UPDATE ON "judge"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.score IS DISTINCT FROM NEW.score)
  EXECUTE FUNCTION live_judge_notify();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_contest_announcement_notify() RETURNS trigger AS $$
DECLARE
  row_cid integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.cid ELSE NEW.cid END;
BEGIN
  PERFORM pg_notify('arbiter_live', json_build_object('k', 'a', 'c', row_cid)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contest_announcement_live AFTER INSERT OR UPDATE OR DELETE ON "contest_announcement"
  FOR EACH ROW EXECUTE FUNCTION live_contest_announcement_notify();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_user_message_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('arbiter_live', json_build_object('k', 'm', 'u', NEW.recipient_id)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_message_live AFTER INSERT ON "user_message"
  FOR EACH ROW EXECUTE FUNCTION live_user_message_notify();
--> statement-breakpoint
-- A system notice's recipients are worked out when it is read: every stream refetches its counts.
CREATE OR REPLACE FUNCTION live_sys_notice_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('arbiter_live', json_build_object('k', 'm')::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER admin_sys_notice_live AFTER INSERT ON "admin_sys_notice"
  FOR EACH STATEMENT EXECUTE FUNCTION live_sys_notice_notify();
