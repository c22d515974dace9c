ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "orders_shop_client_idx" ON "orders" USING btree ("shop_id","client_key");