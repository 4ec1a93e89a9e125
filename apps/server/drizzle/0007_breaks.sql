CREATE TABLE "breaks" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"paid" boolean NOT NULL,
	"max_minutes" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "breaks" ADD CONSTRAINT "breaks_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breaks_account_name_idx" ON "breaks" USING btree ("account_sid","name");--> statement-breakpoint
CREATE INDEX "breaks_account_id_idx" ON "breaks" USING btree ("account_sid","id");