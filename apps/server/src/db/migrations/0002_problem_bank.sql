CREATE TABLE "problem_verification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"file" varchar(255) NOT NULL,
	"expected" varchar(32) NOT NULL,
	"expected_score" integer,
	"submit_id" integer NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problem" ADD COLUMN "checker_protocol" varchar(16) DEFAULT 'hoj' NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_verification" ADD CONSTRAINT "problem_verification_pid_problem_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_verification_pid_idx" ON "problem_verification" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "problem_tag_tid_idx" ON "problem_tag" USING btree ("tid");