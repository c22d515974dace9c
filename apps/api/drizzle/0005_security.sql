CREATE TABLE "sms_daily_counts" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_daily_counts_day_scope_key_pk" PRIMARY KEY("day","scope","key")
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ALTER COLUMN "shop_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "owner_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_shop_client_idx" ON "orders" USING btree ("shop_id","client_key");