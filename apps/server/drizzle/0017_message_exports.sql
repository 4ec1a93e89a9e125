CREATE TABLE "message_export_parts" (
	"export_id" text NOT NULL,
	"seq" integer NOT NULL,
	"csv" text NOT NULL,
	CONSTRAINT "message_export_parts_export_id_seq_pk" PRIMARY KEY("export_id","seq")
);
--> statement-breakpoint
CREATE TABLE "message_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"client_id" text NOT NULL,
	"filters" jsonb NOT NULL,
	"status" text NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"parts" integer DEFAULT 0 NOT NULL,
	"cursor" jsonb,
	"up_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_export_parts" ADD CONSTRAINT "message_export_parts_export_id_message_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."message_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_exports" ADD CONSTRAINT "message_exports_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_exports_account_created_idx" ON "message_exports" USING btree ("account_sid","created_at" DESC NULLS LAST);