-- Every insert and update of a contest submission takes the next revision, so the kept scoreboards
-- of every server replica read only the rows that changed since they last looked.
CREATE SEQUENCE IF NOT EXISTS "judge_rev_seq";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION judge_bump_rev() RETURNS trigger AS $$
BEGIN
  NEW.rev := nextval('judge_rev_seq');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER judge_contest_rev BEFORE INSERT OR UPDATE ON "judge"
  FOR EACH ROW WHEN (NEW.cid <> 0) EXECUTE FUNCTION judge_bump_rev();
