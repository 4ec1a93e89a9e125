CREATE TABLE "auto_recharge" (
	"account_sid" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"threshold" integer NOT NULL,
	"amount" integer NOT NULL,
	"payment_method_id" text,
	"monthly_limit" integer NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_outcome" text,
	"last_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "account_holder_name" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "verification_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_recharge" ADD CONSTRAINT "auto_recharge_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_recharge" ADD CONSTRAINT "auto_recharge_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;