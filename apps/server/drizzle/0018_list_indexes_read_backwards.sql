DROP INDEX "messages_account_created_idx";--> statement-breakpoint
DROP INDEX "messages_account_status_idx";--> statement-breakpoint
DROP INDEX "messages_account_direction_idx";--> statement-breakpoint
DROP INDEX "messages_account_error_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_webhook_idx";--> statement-breakpoint
CREATE INDEX "messages_account_created_idx" ON "messages" USING btree ("account_sid","created_at","sid");--> statement-breakpoint
CREATE INDEX "messages_account_status_idx" ON "messages" USING btree ("account_sid","status","created_at","sid");--> statement-breakpoint
CREATE INDEX "messages_account_direction_idx" ON "messages" USING btree ("account_sid","direction","created_at","sid");--> statement-breakpoint
CREATE INDEX "messages_account_error_idx" ON "messages" USING btree ("account_sid","error_code","created_at","sid") WHERE "messages"."error_code" is not null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at","id");