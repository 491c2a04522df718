CREATE TABLE "discussion_like" (
	"did" bigint NOT NULL,
	"uid" varchar(32) NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_like_did_uid_pk" PRIMARY KEY("did","uid")
);
--> statement-breakpoint
CREATE TABLE "discussion_report" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"did" bigint NOT NULL,
	"reporter" varchar(32) NOT NULL,
	"content" varchar(1024) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discussion_like" ADD CONSTRAINT "discussion_like_did_discussion_id_fk" FOREIGN KEY ("did") REFERENCES "public"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_like" ADD CONSTRAINT "discussion_like_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_report" ADD CONSTRAINT "discussion_report_did_discussion_id_fk" FOREIGN KEY ("did") REFERENCES "public"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_report" ADD CONSTRAINT "discussion_report_reporter_user_info_uuid_fk" FOREIGN KEY ("reporter") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_report_list_idx" ON "discussion_report" USING btree ("status","gmt_create");