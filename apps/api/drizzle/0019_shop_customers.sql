CREATE TABLE "shop_customers" (
	"shop_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"note" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_customers_shop_id_mobile_pk" PRIMARY KEY("shop_id","mobile")
);
--> statement-breakpoint
ALTER TABLE "shop_customers" ADD CONSTRAINT "shop_customers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;