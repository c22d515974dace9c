ALTER TABLE "order_items" ADD COLUMN "bn_name" text;--> statement-breakpoint
UPDATE "order_items" SET "bn_name" = "products"."bn_name" FROM "products" WHERE "products"."id" = "order_items"."product_id";
