ALTER TABLE "shipments" ADD COLUMN "location" jsonb;--> statement-breakpoint
CREATE INDEX "courier_accounts_webhook_secret_idx" ON "courier_accounts" USING btree ("courier","webhook_secret_hash");