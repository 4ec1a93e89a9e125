CREATE TABLE "message_stats" (
	"account_sid" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"undelivered" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"spend" bigint DEFAULT 0 NOT NULL,
	"opt_outs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_stats_account_sid_bucket_pk" PRIMARY KEY("account_sid","bucket")
);
--> statement-breakpoint
-- The counts as the messages and opt-outs hold them, for one account or (null) all: the backfill
-- below, the bench seed's, and a check that the pipeline's counting is exact (issue 29's test).
CREATE FUNCTION recount_message_stats(p_account text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM message_stats WHERE p_account IS NULL OR account_sid = p_account;
  INSERT INTO message_stats (account_sid, bucket, sent, delivered, undelivered, failed, received, segments, spend)
  SELECT account_sid,
         to_timestamp(floor(extract(epoch from created_at) / 900) * 900),
         count(*) FILTER (WHERE direction = 'outbound'),
         count(*) FILTER (WHERE status = 'delivered'),
         count(*) FILTER (WHERE status = 'undelivered'),
         count(*) FILTER (WHERE status = 'failed'),
         count(*) FILTER (WHERE direction = 'inbound'),
         coalesce(sum(segments) FILTER (WHERE direction = 'outbound'), 0),
         coalesce(sum(price) FILTER (WHERE direction = 'outbound' AND status <> 'failed'), 0)
  FROM messages
  WHERE p_account IS NULL OR account_sid = p_account
  GROUP BY 1, 2;
  INSERT INTO message_stats (account_sid, bucket, opt_outs)
  SELECT account_sid, to_timestamp(floor(extract(epoch from created_at) / 900) * 900), count(*)
  FROM opt_outs
  WHERE p_account IS NULL OR account_sid = p_account
  GROUP BY 1, 2
  ON CONFLICT (account_sid, bucket) DO UPDATE SET opt_outs = excluded.opt_outs;
$$;
--> statement-breakpoint
-- the messages before this migration, counted once; new ones are counted as they are written
SELECT recount_message_stats(NULL);
