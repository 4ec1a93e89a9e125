ALTER TABLE "messages" DROP CONSTRAINT "messages_account_sid_accounts_account_sid_fk";
