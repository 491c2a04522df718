CREATE TABLE "admin_sys_notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"type" varchar(16) NOT NULL,
	"recipient_id" varchar(32),
	"admin_id" varchar(32),
	"state" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sys_notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sys_notice_id" bigint NOT NULL,
	"recipient_id" varchar(32) NOT NULL,
	"type" varchar(8) NOT NULL,
	"state" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_sys_notice" ADD CONSTRAINT "admin_sys_notice_recipient_id_user_info_uuid_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user_info"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sys_notice" ADD CONSTRAINT "admin_sys_notice_admin_id_user_info_uuid_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user_info"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sys_notice" ADD CONSTRAINT "user_sys_notice_sys_notice_id_admin_sys_notice_id_fk" FOREIGN KEY ("sys_notice_id") REFERENCES "public"."admin_sys_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sys_notice" ADD CONSTRAINT "user_sys_notice_recipient_id_user_info_uuid_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sys_notice_type_idx" ON "admin_sys_notice" USING btree ("type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sys_notice_uq" ON "user_sys_notice" USING btree ("sys_notice_id","recipient_id");--> statement-breakpoint
CREATE INDEX "user_sys_notice_inbox_idx" ON "user_sys_notice" USING btree ("recipient_id","type","gmt_create");--> statement-breakpoint
CREATE INDEX "user_sys_notice_unread_idx" ON "user_sys_notice" USING btree ("recipient_id","type") WHERE "user_sys_notice"."state" = false;