CREATE TABLE "number_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"strategy" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone_number" text NOT NULL,
	"friendly_name" text NOT NULL,
	"number_type" smallint NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"voice_enabled" boolean NOT NULL,
	"sms_enabled" boolean NOT NULL,
	"mms_enabled" boolean NOT NULL,
	"remediation" boolean DEFAULT false NOT NULL,
	"number_set_id" text,
	"cnam" text,
	"cnam_status" text,
	"cnam_reason" text,
	"cnam_requested_at" timestamp with time zone,
	"brand_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"monthly_fee" integer NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "number_sets" ADD CONSTRAINT "number_sets_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_number_set_id_number_sets_id_fk" FOREIGN KEY ("number_set_id") REFERENCES "public"."number_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "number_sets_account_name_idx" ON "number_sets" USING btree ("account_sid","name");--> statement-breakpoint
CREATE INDEX "number_sets_account_id_idx" ON "number_sets" USING btree ("account_sid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_held_idx" ON "phone_numbers" USING btree ("phone_number") WHERE "phone_numbers"."released_at" is null;--> statement-breakpoint
CREATE INDEX "phone_numbers_account_number_idx" ON "phone_numbers" USING btree ("account_sid","phone_number") WHERE "phone_numbers"."released_at" is null;--> statement-breakpoint
CREATE INDEX "phone_numbers_number_released_idx" ON "phone_numbers" USING btree ("phone_number","released_at");--> statement-breakpoint
CREATE INDEX "phone_numbers_set_idx" ON "phone_numbers" USING btree ("number_set_id");