-- Trigram indexes serve the contact pickers' phone-number substring search (issue 12). PGlite
-- ships pg_trgm as a contrib extension (db/client.ts loads it); a PostgreSQL server has it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workgroups" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"group_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"contact_id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"ext_data" jsonb NOT NULL,
	"phone_number" text GENERATED ALWAYS AS (coalesce(ext_data->>'phonenumber1', '')) STORED NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "webrtc_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroups" ADD CONSTRAINT "workgroups_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhooks_account_name_idx" ON "webhooks" USING btree ("account_sid","name");--> statement-breakpoint
CREATE INDEX "webhooks_account_id_idx" ON "webhooks" USING btree ("account_sid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workgroups_account_name_idx" ON "workgroups" USING btree ("account_sid","group_name");--> statement-breakpoint
CREATE INDEX "contacts_account_id_idx" ON "contacts" USING btree ("account_sid","contact_id");--> statement-breakpoint
CREATE INDEX "contacts_phone_trgm_idx" ON "contacts" USING gin ("phone_number" gin_trgm_ops);