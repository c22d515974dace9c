CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"option_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"selling_price_paisa" integer,
	"discount_hundredths" integer,
	"discount_type" text,
	"price_paisa" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"barcode" text,
	"weight_grams" integer,
	"image_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_check" CHECK (coalesce("product_variants"."selling_price_paisa", 0) >= 0 and "product_variants"."price_paisa" >= 0 and coalesce("product_variants"."discount_hundredths", 0) >= 0),
	CONSTRAINT "product_variants_discount_type_check" CHECK ("product_variants"."discount_type" in ('PERCENT', 'FIXED')),
	CONSTRAINT "product_variants_weight_check" CHECK ("product_variants"."weight_grams" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_price_paisa" integer;--> statement-breakpoint
UPDATE "products" SET "max_price_paisa" = "price_paisa";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "max_price_paisa" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_values_unique" ON "product_variants" USING btree ("product_id","option_values");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_shop_sku_unique" ON "product_variants" USING btree ("shop_id",lower("sku")) WHERE "product_variants"."sku" is not null;--> statement-breakpoint
CREATE INDEX "product_variants_shop_barcode_idx" ON "product_variants" USING btree ("shop_id","barcode") WHERE "product_variants"."barcode" is not null;--> statement-breakpoint
ALTER TABLE "product_variants" SET (fillfactor = 90);--> statement-breakpoint
-- Every existing product becomes a simple product: one variant with its stock, at its price (decision 210).
INSERT INTO "product_variants" ("shop_id", "product_id", "price_paisa", "stock", "created_at")
  SELECT "shop_id", "id", "price_paisa", "stock", "created_at" FROM "products" ORDER BY "id";--> statement-breakpoint
-- Each order line points at its product's variant; a line of a deleted product keeps its snapshot alone.
UPDATE "order_items" SET "variant_id" = "product_variants"."id"
  FROM "product_variants" WHERE "product_variants"."product_id" = "order_items"."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");