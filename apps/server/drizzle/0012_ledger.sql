CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"created_by" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_kind_check" CHECK (kind in ('funds', 'auto_recharge', 'feature_fee', 'number_fee', 'message', 'adjustment'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account_sid","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_account_key_idx" ON "ledger_entries" USING btree ("account_sid","idempotency_key") WHERE "ledger_entries"."idempotency_key" is not null;--> statement-breakpoint
-- A ledger entry is written once: an UPDATE is refused (a mistake is mended by an entry of its own).
CREATE FUNCTION "ledger_entries_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update" BEFORE UPDATE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_immutable"();
