CREATE TABLE "checker_compile" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "judge_practice_count_idx" ON "judge" USING btree ("pid","status") WHERE "judge"."cid" = 0 and "judge"."gid" is null;