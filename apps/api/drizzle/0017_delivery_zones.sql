ALTER TABLE "delivery_packages" ADD COLUMN "zone" text;--> statement-breakpoint
ALTER TABLE "delivery_packages" ADD CONSTRAINT "delivery_packages_zone_check" CHECK ("delivery_packages"."zone" in ('dhaka_city', 'dhaka_suburbs', 'outside_dhaka'));--> statement-breakpoint
UPDATE "delivery_packages" SET "zone" = CASE lower(btrim("name"))
  WHEN 'ঢাকার ভিতরে' THEN 'dhaka_city'
  WHEN 'inside dhaka' THEN 'dhaka_city'
  WHEN 'ঢাকার আশেপাশে' THEN 'dhaka_suburbs'
  WHEN 'dhaka suburbs' THEN 'dhaka_suburbs'
  WHEN 'ঢাকার বাইরে' THEN 'outside_dhaka'
  WHEN 'outside dhaka' THEN 'outside_dhaka'
END;
