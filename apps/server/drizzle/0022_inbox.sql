CREATE TABLE "account_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_sid" text NOT NULL,
	"type" text NOT NULL,
	"conversation_id" text,
	"subject_id" text,
	"mentions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"conversation_id" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"customer_number" text NOT NULL,
	"channel" text NOT NULL,
	"account_number" text NOT NULL,
	"number_set_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"snoozed_until" timestamp with time zone,
	"assignee_id" text,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_message_sid" text NOT NULL,
	"last_preview" text NOT NULL,
	"last_direction" text NOT NULL,
	"last_has_media" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "conversation_id" text;--> statement-breakpoint
ALTER TABLE "conversation_notes" ADD CONSTRAINT "conversation_notes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_notes" ADD CONSTRAINT "conversation_notes_author_id_users_client_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("client_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignee_id_users_client_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("client_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_replay_idx" ON "account_events" USING btree ("account_sid","id");--> statement-breakpoint
CREATE INDEX "account_events_age_idx" ON "account_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "conversation_notes_timeline_idx" ON "conversation_notes" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_key_idx" ON "conversations" USING btree ("account_sid","customer_number","channel");--> statement-breakpoint
CREATE INDEX "conversations_status_idx" ON "conversations" USING btree ("account_sid","status","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_assignee_idx" ON "conversations" USING btree ("account_sid","assignee_id","status","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_counts_idx" ON "conversations" USING btree ("account_sid","status","assignee_id","unread_count");--> statement-breakpoint
CREATE INDEX "conversations_customer_trgm_idx" ON "conversations" USING gin ("customer_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conversations_snoozed_idx" ON "conversations" USING btree ("snoozed_until") WHERE "conversations"."status" = 'snoozed';--> statement-breakpoint
CREATE INDEX "contacts_account_phone_idx" ON "contacts" USING btree ("account_sid","phone_number");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at","sid") WHERE "messages"."conversation_id" is not null;
--> statement-breakpoint
-- Messages from before the inbox get the conversations the insert makes now (issue 30): the
-- customer's number with the account's number, or its number set. The id is made from the key so
-- the update below finds it again.
CREATE FUNCTION "conversation_channel"("account" text, "ours" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT 'set:' || p.number_set_id FROM phone_numbers p
      WHERE p.account_sid = account AND p.phone_number = ours AND p.released_at IS NULL
        AND p.number_set_id IS NOT NULL
      LIMIT 1),
    'number:' || ours)
$$;
--> statement-breakpoint
INSERT INTO "conversations" ("id", "account_sid", "customer_number", "channel", "account_number", "number_set_id", "last_message_at", "last_message_sid", "last_preview", "last_direction", "last_has_media", "created_at", "updated_at")
SELECT DISTINCT ON (k.account_sid, k.customer, k.channel)
  'CV' || md5(k.account_sid || '|' || k.customer || '|' || k.channel),
  k.account_sid, k.customer, k.channel, k.ours,
  CASE WHEN k.channel LIKE 'set:%' THEN substr(k.channel, 5) END,
  k.created_at, k.sid, left(k.body, 160), k.direction, k.media_asset_id IS NOT NULL,
  min(k.created_at) OVER (PARTITION BY k.account_sid, k.customer, k.channel), now()
FROM (
  SELECT m.*, conversation_channel(m.account_sid, m.ours) AS channel FROM (
    SELECT account_sid, sid, created_at, direction, body, media_asset_id,
      CASE WHEN direction = 'inbound' THEN from_number ELSE to_number END AS customer,
      CASE WHEN direction = 'inbound' THEN to_number ELSE from_number END AS ours
    FROM messages
  ) m
) k
ORDER BY k.account_sid, k.customer, k.channel, k.created_at DESC, k.sid DESC;
--> statement-breakpoint
UPDATE "messages" SET "conversation_id" = 'CV' || md5(
  account_sid || '|' || (CASE WHEN direction = 'inbound' THEN from_number ELSE to_number END) || '|' ||
  conversation_channel(account_sid, CASE WHEN direction = 'inbound' THEN to_number ELSE from_number END));
