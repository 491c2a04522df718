CREATE TABLE "user_identity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"issuer" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"uid" varchar(32) NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_identity" ADD CONSTRAINT "user_identity_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_identity_issuer_subject_uq" ON "user_identity" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "user_identity_uid_idx" ON "user_identity" USING btree ("uid");