ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "restocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'accepted', 'processing', 'shipped', 'delivered', 'completed', 'canceled', 'returned'));--> statement-breakpoint
-- Every cancel so far gave its stock back.
UPDATE "order_status_history" SET "restocked" = true WHERE "status" = 'canceled';
