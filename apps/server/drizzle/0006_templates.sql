CREATE TABLE "message_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"asset_id" text,
	"encoding" text NOT NULL,
	"parts" integer NOT NULL,
	"segments" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_account_title_idx" ON "message_templates" USING btree ("account_sid",lower("title"));--> statement-breakpoint
CREATE INDEX "message_templates_account_id_idx" ON "message_templates" USING btree ("account_sid","id");--> statement-breakpoint
CREATE INDEX "message_templates_asset_idx" ON "message_templates" USING btree ("asset_id");