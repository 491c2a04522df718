CREATE TABLE "api_token" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" varchar(32),
	"name" varchar(64) NOT NULL,
	"scopes" text[] NOT NULL,
	"hash" varchar(64) NOT NULL,
	"hint" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_token_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "api_token" ADD CONSTRAINT "api_token_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_token_user_idx" ON "api_token" USING btree ("uid");