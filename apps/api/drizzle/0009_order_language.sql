ALTER TABLE "orders" ADD COLUMN "language" text;
