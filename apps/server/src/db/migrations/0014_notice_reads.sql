DROP INDEX "user_sys_notice_inbox_idx";--> statement-breakpoint
DROP INDEX "user_sys_notice_unread_idx";--> statement-breakpoint
DROP INDEX "user_sys_notice_uq";--> statement-breakpoint
ALTER TABLE "user_sys_notice" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A notice is addressed when it is read now: only the rows of notices read stay.
DELETE FROM "user_sys_notice" WHERE "state" = false;--> statement-breakpoint
CREATE INDEX "admin_sys_notice_recipient_idx" ON "admin_sys_notice" USING btree ("recipient_id","id") WHERE "admin_sys_notice"."type" = 'Single';--> statement-breakpoint
CREATE INDEX "user_sys_notice_notice_idx" ON "user_sys_notice" USING btree ("sys_notice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sys_notice_uq" ON "user_sys_notice" USING btree ("recipient_id","sys_notice_id");--> statement-breakpoint
ALTER TABLE "user_sys_notice" DROP COLUMN "type";