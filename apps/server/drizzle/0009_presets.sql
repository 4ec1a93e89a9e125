CREATE TABLE "presets" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"destination" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presets" ADD CONSTRAINT "presets_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presets_account_name_idx" ON "presets" USING btree ("account_sid","name");--> statement-breakpoint
CREATE INDEX "presets_account_id_idx" ON "presets" USING btree ("account_sid","id");