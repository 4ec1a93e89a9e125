CREATE TABLE "dispositions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispositions" ADD CONSTRAINT "dispositions_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispositions_account_name_idx" ON "dispositions" USING btree ("account_sid","name");--> statement-breakpoint
CREATE INDEX "dispositions_account_id_idx" ON "dispositions" USING btree ("account_sid","id");