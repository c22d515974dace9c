-- Every order updates stock and sold_count of its products. With sold_count in an index each such
-- update wrote a new entry into all of the table's indexes (two of them trigram GIN); without, and
-- with room left on each page, PostgreSQL updates the row in place (a heap-only tuple).
DROP INDEX "products_shop_sold_idx";--> statement-breakpoint
ALTER TABLE "products" SET (fillfactor = 90);
