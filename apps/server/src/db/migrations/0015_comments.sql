CREATE TABLE "comment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cid" integer,
	"did" bigint,
	"content" text NOT NULL,
	"from_uid" varchar(32) NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_like" (
	"comment_id" bigint NOT NULL,
	"uid" varchar(32) NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_like_comment_id_uid_pk" PRIMARY KEY("comment_id","uid")
);
--> statement-breakpoint
CREATE TABLE "reply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"comment_id" bigint NOT NULL,
	"from_uid" varchar(32) NOT NULL,
	"to_uid" varchar(32),
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_did_discussion_id_fk" FOREIGN KEY ("did") REFERENCES "public"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_from_uid_user_info_uuid_fk" FOREIGN KEY ("from_uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_like" ADD CONSTRAINT "comment_like_comment_id_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_like" ADD CONSTRAINT "comment_like_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply" ADD CONSTRAINT "reply_comment_id_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply" ADD CONSTRAINT "reply_from_uid_user_info_uuid_fk" FOREIGN KEY ("from_uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply" ADD CONSTRAINT "reply_to_uid_user_info_uuid_fk" FOREIGN KEY ("to_uid") REFERENCES "public"."user_info"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_did_idx" ON "comment" USING btree ("did","like_num","gmt_create");--> statement-breakpoint
CREATE INDEX "comment_cid_idx" ON "comment" USING btree ("cid","like_num","gmt_create");--> statement-breakpoint
CREATE INDEX "reply_comment_idx" ON "reply" USING btree ("comment_id","gmt_create");