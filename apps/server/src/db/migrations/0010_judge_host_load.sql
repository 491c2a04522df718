ALTER TABLE "judge_host" ADD COLUMN "address" varchar(64);--> statement-breakpoint
ALTER TABLE "judge_host" ADD COLUMN "cpu_load" real;--> statement-breakpoint
ALTER TABLE "judge_host" ADD COLUMN "memory_load" real;