CREATE TABLE "courier_area_choices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courier_area_choices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"courier" text NOT NULL,
	"district" text NOT NULL,
	"area" text NOT NULL,
	"location" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_place_lists" (
	"courier" text NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"places" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_place_lists_courier_kind_parent_id_pk" PRIMARY KEY("courier","kind","parent_id")
);
--> statement-breakpoint
ALTER TABLE "courier_area_choices" ADD CONSTRAINT "courier_area_choices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_area_choices_unique" ON "courier_area_choices" USING btree ("shop_id","courier","district","area");