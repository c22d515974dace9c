-- Search within one shop: btree_gin lets the trigram GIN indexes lead with shop_id, so a common
-- word no longer reads every shop's matches; the pattern btrees find names starting with the query.
-- The names are stored lowercased (search_name, search_bn_name), so a search compares each match
-- without lowering it again. A 128 kB GIN pending list (not 4 MB): every search reads it.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_bn_name" text GENERATED ALWAYS AS (lower(bn_name)) STORED;--> statement-breakpoint
CREATE INDEX "products_shop_name_trgm_idx" ON "products" USING gin ("shop_id","search_name" gin_trgm_ops) WITH (gin_pending_list_limit=128);--> statement-breakpoint
CREATE INDEX "products_shop_bn_name_trgm_idx" ON "products" USING gin ("shop_id","search_bn_name" gin_trgm_ops) WITH (gin_pending_list_limit=128);--> statement-breakpoint
CREATE INDEX "products_shop_name_prefix_idx" ON "products" USING btree ("shop_id","search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_shop_bn_name_prefix_idx" ON "products" USING btree ("shop_id","search_bn_name" text_pattern_ops);--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_bn_name_trgm_idx";