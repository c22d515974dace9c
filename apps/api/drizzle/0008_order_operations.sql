CREATE TABLE "courier_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courier_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"courier" text NOT NULL,
	"sealed_credentials" text NOT NULL,
	"webhook_secret_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_fraud_checks" (
	"courier" text NOT NULL,
	"mobile" text NOT NULL,
	"total" integer NOT NULL,
	"delivered" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_fraud_checks_courier_mobile_pk" PRIMARY KEY("courier","mobile")
);
--> statement-breakpoint
CREATE TABLE "courier_webhook_events" (
	"courier" text NOT NULL,
	"event_key" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_webhook_events_courier_event_key_pk" PRIMARY KEY("courier","event_key")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"courier" text NOT NULL,
	"state" text DEFAULT 'booking' NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"courier_status" text,
	"cod_amount_paisa" integer NOT NULL,
	"delivery_charge_paisa" integer,
	"error" text,
	"booked_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_state_check" CHECK ("shipments"."state" in ('booking', 'booked', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sms_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"order_id" integer,
	"event" text NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"segments" smallint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_log_status_check" CHECK ("sms_log"."status" in ('queued', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"event" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_risk_level" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_for_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_accounts" ADD CONSTRAINT "courier_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_log" ADD CONSTRAINT "sms_log_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_log" ADD CONSTRAINT "sms_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_accounts_shop_courier_unique" ON "courier_accounts" USING btree ("shop_id","courier");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_unique" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_courier_consignment_idx" ON "shipments" USING btree ("courier","consignment_id");--> statement-breakpoint
CREATE INDEX "shipments_shop_state_idx" ON "shipments" USING btree ("shop_id","state");--> statement-breakpoint
CREATE INDEX "sms_log_shop_created_idx" ON "sms_log" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_log_order_idx" ON "sms_log" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_shop_event_language_unique" ON "sms_templates" USING btree ("shop_id","event","language");--> statement-breakpoint
CREATE INDEX "orders_mobile_status_idx" ON "orders" USING btree ("mobile","status");