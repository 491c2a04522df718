ALTER TABLE "user_info" ADD COLUMN "ident_rev" bigint DEFAULT nextval('judge_rev_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "user_info_ident_rev_idx" ON "user_info" USING btree ("ident_rev");--> statement-breakpoint
-- A change of what a board or rank shows of a user (names, school, avatar, title) takes the next
-- revision, so every replica's kept boards find the changed users without a restart.
CREATE OR REPLACE FUNCTION user_info_bump_ident_rev() RETURNS trigger AS $$
BEGIN
  IF (NEW.username, NEW.realname, NEW.nickname, NEW.school, NEW.gender, NEW.avatar, NEW.title_name, NEW.title_color)
     IS DISTINCT FROM
     (OLD.username, OLD.realname, OLD.nickname, OLD.school, OLD.gender, OLD.avatar, OLD.title_name, OLD.title_color) THEN
    NEW.ident_rev := nextval('judge_rev_seq');
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_info_ident_rev BEFORE UPDATE ON "user_info"
  FOR EACH ROW EXECUTE FUNCTION user_info_bump_ident_rev();
