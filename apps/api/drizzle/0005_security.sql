CREATE TABLE "sms_daily_counts" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_daily_counts_day_scope_key_pk" PRIMARY KEY("day","scope","key")
);
--> statement-breakpoint
DROP INDEX "custom_domains_domain_unique";--> statement-breakpoint
ALTER TABLE "custom_domains" ALTER COLUMN "verified" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "custom_domains" ALTER COLUMN "ssl_status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "one_time_codes" ALTER COLUMN "shop_id" DROP NOT NULL;--> statement-breakpoint
-- Existing domains get a token of their own; their verified status stays until the periodic re-check finds no proof.
ALTER TABLE "custom_domains" ADD COLUMN "verification_token" text NOT NULL DEFAULT ('haat-' || md5(random()::text || clock_timestamp()::text));--> statement-breakpoint
ALTER TABLE "custom_domains" ALTER COLUMN "verification_token" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD COLUMN "check_error" text;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD COLUMN "failed_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "owner_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_verified_domain_unique" ON "custom_domains" USING btree (lower("domain")) WHERE "custom_domains"."verified";--> statement-breakpoint
CREATE INDEX "custom_domains_domain_idx" ON "custom_domains" USING btree (lower("domain"));--> statement-breakpoint
CREATE INDEX "orders_shop_client_idx" ON "orders" USING btree ("shop_id","client_key");