DROP INDEX "tag_name_oj_gid_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "tag_name_oj_gid_uq" ON "tag" USING btree (lower("name"),"oj",coalesce("gid", 0));