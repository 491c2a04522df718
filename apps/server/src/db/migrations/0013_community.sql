CREATE TABLE "discussion" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"title" varchar(255) NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pid" varchar(255),
	"uid" varchar(32) NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"top_priority" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"gid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" varchar(16) NOT NULL,
	"sender_id" varchar(32) NOT NULL,
	"recipient_id" varchar(32) NOT NULL,
	"source_id" bigint NOT NULL,
	"source_type" varchar(16) NOT NULL,
	"source_content" varchar(255) DEFAULT '' NOT NULL,
	"quote_id" bigint,
	"quote_type" varchar(16),
	"url" varchar(255) DEFAULT '' NOT NULL,
	"state" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discussion" ADD CONSTRAINT "discussion_category_id_discussion_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."discussion_category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion" ADD CONSTRAINT "discussion_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_message" ADD CONSTRAINT "user_message_sender_id_user_info_uuid_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_message" ADD CONSTRAINT "user_message_recipient_id_user_info_uuid_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_list_idx" ON "discussion" USING btree ("gid","status","top_priority","gmt_create");--> statement-breakpoint
CREATE INDEX "discussion_pid_idx" ON "discussion" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "discussion_uid_idx" ON "discussion" USING btree ("uid","gmt_create");--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_category_name_uq" ON "discussion_category" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "user_message_inbox_idx" ON "user_message" USING btree ("recipient_id","action","id");--> statement-breakpoint
CREATE INDEX "user_message_unread_idx" ON "user_message" USING btree ("recipient_id","action") WHERE "user_message"."state" = false;