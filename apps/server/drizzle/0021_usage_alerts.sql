CREATE TABLE "usage_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"trigger_by" text NOT NULL,
	"threshold" double precision NOT NULL,
	"period" text NOT NULL,
	"webhook_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_fired_period" text,
	"last_fired_at" timestamp with time zone,
	"last_fired_value" double precision,
	"notice_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_alerts_account_name_idx" ON "usage_alerts" USING btree ("account_sid","name");--> statement-breakpoint
CREATE INDEX "usage_alerts_account_id_idx" ON "usage_alerts" USING btree ("account_sid","id");