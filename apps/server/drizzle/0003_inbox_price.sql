-- Inbox joins the price list: every feature the Add Feature dialog offers shows what it costs before
-- its terms can be accepted (issue 11). The rate matches the default in packages/domain prices.ts.
INSERT INTO "price_rates" ("lookup", "rate", "description") VALUES
	('parley-feature-inbox', 10, 'Inbox, per month')
ON CONFLICT DO NOTHING;
