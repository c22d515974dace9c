DROP INDEX "orders_shop_created_idx";--> statement-breakpoint
CREATE INDEX "orders_shop_created_idx" ON "orders" USING btree ("shop_id","created_at","status","total_paisa");