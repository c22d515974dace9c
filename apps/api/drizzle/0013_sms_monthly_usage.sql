CREATE TABLE "sms_monthly_usage" (
	"shop_id" integer NOT NULL,
	"month" text NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_monthly_usage_shop_id_month_pk" PRIMARY KEY("shop_id","month")
);
--> statement-breakpoint
ALTER TABLE "sms_monthly_usage" ADD CONSTRAINT "sms_monthly_usage_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: what the budget counted from the log until now (segments reserved, sent or failed), per shop and month in Asia/Dhaka.
INSERT INTO "sms_monthly_usage" ("shop_id", "month", "segments")
SELECT "shop_id", to_char("created_at" at time zone 'Asia/Dhaka', 'YYYY-MM'), sum("segments")::integer
  FROM "sms_log"
 WHERE "status" in ('sending', 'sent', 'failed')
 GROUP BY 1, 2;
