CREATE TABLE "asset_blob_bytes" (
	"hash" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_blobs" (
	"hash" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"location" text NOT NULL,
	"ref_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'mms-image' NOT NULL,
	"blob_hash" text NOT NULL,
	"public_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_blob_bytes" ADD CONSTRAINT "asset_blob_bytes_hash_asset_blobs_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."asset_blobs"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_blob_hash_asset_blobs_hash_fk" FOREIGN KEY ("blob_hash") REFERENCES "public"."asset_blobs"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_account_name_idx" ON "assets" USING btree ("account_sid",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "assets_public_token_idx" ON "assets" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "assets_account_id_idx" ON "assets" USING btree ("account_sid","id");--> statement-breakpoint
CREATE INDEX "assets_blob_idx" ON "assets" USING btree ("blob_hash");