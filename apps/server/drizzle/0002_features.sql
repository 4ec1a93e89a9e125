CREATE TABLE "price_rates" (
	"lookup" text PRIMARY KEY NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ucaas_users" (
	"account_sid" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ucaas_users" ADD CONSTRAINT "ucaas_users_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ucaas_users_account_username_idx" ON "ucaas_users" USING btree ("account_sid","username");--> statement-breakpoint
-- The price list the Add Feature dialog reads; platform data, so it ships with the schema.
INSERT INTO "price_rates" ("lookup", "rate", "description") VALUES
	('parley-feature-chatbot', 30, 'Chatbot, per month'),
	('parley-feature-remediation', 12.5, 'Number reputation management, per month'),
	('parley-feature-dnclist', 5, 'Federal DNC list, per month')
ON CONFLICT DO NOTHING;
