DROP INDEX "orders_shop_created_idx";--> statement-breakpoint
CREATE INDEX "order_items_shop_report_idx" ON "order_items" USING btree ("shop_id","order_id","product_id","variant_id","quantity","line_total_paisa");--> statement-breakpoint
CREATE INDEX "orders_shop_created_idx" ON "orders" USING btree ("shop_id","created_at","status","total_paisa");