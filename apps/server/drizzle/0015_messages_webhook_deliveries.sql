CREATE TABLE "messages" (
	"sid" text NOT NULL,
	"account_sid" text NOT NULL,
	"direction" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"encoding" text NOT NULL,
	"parts" smallint NOT NULL,
	"segments" smallint NOT NULL,
	"media_asset_id" text,
	"status" text NOT NULL,
	"error_code" text,
	"price" bigint DEFAULT 0 NOT NULL,
	"number_set_id" text,
	"template_id" text,
	"status_history" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "messages_sid_created_at_pk" PRIMARY KEY("sid","created_at")
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
CREATE TABLE "opt_outs" (
	"account_sid" text NOT NULL,
	"phone_number" text NOT NULL,
	"keyword" text NOT NULL,
	"via_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opt_outs_account_sid_phone_number_pk" PRIMARY KEY("account_sid","phone_number")
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"latency_ms" integer NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"webhook_id" text NOT NULL,
	"event" text NOT NULL,
	"event_id" text NOT NULL,
	"body" text NOT NULL,
	"message_sid" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_latency_ms" integer,
	"last_response" text,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "secret" text DEFAULT ('whsec_' || replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "disabled_notice_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_outs" ADD CONSTRAINT "opt_outs_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_sid_accounts_account_sid_fk" FOREIGN KEY ("account_sid") REFERENCES "public"."accounts"("account_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_account_created_idx" ON "messages" USING btree ("account_sid","created_at" DESC NULLS LAST,"sid" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_account_status_idx" ON "messages" USING btree ("account_sid","status","created_at" DESC NULLS LAST,"sid" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_account_direction_idx" ON "messages" USING btree ("account_sid","direction","created_at" DESC NULLS LAST,"sid" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_account_error_idx" ON "messages" USING btree ("account_sid","error_code","created_at" DESC NULLS LAST,"sid" DESC NULLS LAST) WHERE "messages"."error_code" is not null;--> statement-breakpoint
CREATE INDEX "messages_to_trgm_idx" ON "messages" USING gin ("to_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_from_trgm_idx" ON "messages" USING gin ("from_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_message_idx" ON "webhook_deliveries" USING btree ("account_sid","message_sid") WHERE "webhook_deliveries"."message_sid" is not null;--> statement-breakpoint
-- Messages are partitioned by month (DESIGN.md §7). This makes the month of `at` and the `ahead`
-- months after it, each once; the queue's clock calls it daily, so next month's partition exists
-- before its first message. The default partition takes a row no month was made for (the far
-- past of a bench seed), so an insert never fails for want of one.
CREATE FUNCTION "ensure_message_partitions"("at" timestamptz, "ahead" integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  first_month date := date_trunc('month', "at" AT TIME ZONE 'UTC')::date;
  month date;
  name text;
  made integer := 0;
BEGIN
  FOR i IN 0.."ahead" LOOP
    month := (first_month + make_interval(months => i))::date;
    name := 'messages_' || to_char(month, 'YYYY_MM');
    IF to_regclass(name) IS NULL THEN
      EXECUTE format(
        'CREATE TABLE %I PARTITION OF messages FOR VALUES FROM (%L) TO (%L)',
        name,
        (month::timestamp AT TIME ZONE 'UTC'),
        ((month + interval '1 month')::timestamp AT TIME ZONE 'UTC')
      );
      made := made + 1;
    END IF;
  END LOOP;
  RETURN made;
END;
$$;--> statement-breakpoint
CREATE TABLE "messages_default" PARTITION OF "messages" DEFAULT;--> statement-breakpoint
-- the past year (a bench seed's, the demo's month) and the next three months
SELECT "ensure_message_partitions"(now() - interval '12 months', 15);