ALTER TABLE "addresses" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area" text;