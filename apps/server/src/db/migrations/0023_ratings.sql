CREATE TABLE "user_rating" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cid" integer NOT NULL,
	"uid" varchar(32) NOT NULL,
	"contest_end" timestamp with time zone NOT NULL,
	"rank" integer NOT NULL,
	"old_rating" integer NOT NULL,
	"new_rating" integer NOT NULL,
	"delta" integer NOT NULL,
	"performance" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "rated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contest" ADD COLUMN "rating_computed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_rating" ADD CONSTRAINT "user_rating_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rating" ADD CONSTRAINT "user_rating_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_rating_contest_user_idx" ON "user_rating" USING btree ("cid","uid");--> statement-breakpoint
CREATE INDEX "user_rating_user_idx" ON "user_rating" USING btree ("uid","contest_end");