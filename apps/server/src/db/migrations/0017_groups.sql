CREATE TABLE "group" (
	"id" serial PRIMARY KEY NOT NULL,
	"avatar" text,
	"name" varchar(25) NOT NULL,
	"short_name" varchar(10) NOT NULL,
	"brief" varchar(50) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"uid" varchar(32) NOT NULL,
	"auth" smallint NOT NULL,
	"code" varchar(6),
	"visible" boolean DEFAULT true NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"gid" integer NOT NULL,
	"uid" varchar(32) NOT NULL,
	"auth" smallint NOT NULL,
	"reason" varchar(100),
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group" ADD CONSTRAINT "group_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_gid_group_id_fk" FOREIGN KEY ("gid") REFERENCES "public"."group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_name_uq" ON "group" USING btree (lower("name")) WHERE "group"."status" <> 2;--> statement-breakpoint
CREATE UNIQUE INDEX "group_short_name_uq" ON "group" USING btree (lower("short_name")) WHERE "group"."status" <> 2;--> statement-breakpoint
CREATE INDEX "group_uid_idx" ON "group" USING btree ("uid","gmt_create");--> statement-breakpoint
CREATE UNIQUE INDEX "group_member_gid_uid_uq" ON "group_member" USING btree ("gid","uid");--> statement-breakpoint
CREATE INDEX "group_member_uid_idx" ON "group_member" USING btree ("uid","auth");--> statement-breakpoint
CREATE INDEX "judge_group_idx" ON "judge" USING btree ("gid","submit_time") WHERE "judge"."gid" is not null;