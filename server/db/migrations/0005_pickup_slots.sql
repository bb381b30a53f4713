CREATE TABLE "order_pickup_slots" (
	"order_uuid" uuid PRIMARY KEY NOT NULL,
	"store_uuid" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"items" integer NOT NULL,
	"fire_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_slot_settings" (
	"store_uuid" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"slot_minutes" integer DEFAULT 15 NOT NULL,
	"orders_per_slot" integer,
	"items_per_slot" integer,
	"ahead_hours" integer DEFAULT 24 NOT NULL,
	"cutoff_minutes" integer DEFAULT 15 NOT NULL,
	"opens_at" integer DEFAULT 480 NOT NULL,
	"closes_at" integer DEFAULT 1200 NOT NULL,
	"prep_lead_minutes" integer DEFAULT 10 NOT NULL,
	"minutes_per_order" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_slot_settings_slot_check" CHECK ("pickup_slot_settings"."slot_minutes" between 5 and 240),
	CONSTRAINT "pickup_slot_settings_capacity_check" CHECK (coalesce("pickup_slot_settings"."orders_per_slot", 1) >= 1 and coalesce("pickup_slot_settings"."items_per_slot", 1) >= 1),
	CONSTRAINT "pickup_slot_settings_hours_check" CHECK ("pickup_slot_settings"."opens_at" >= 0 and "pickup_slot_settings"."closes_at" <= 1440 and "pickup_slot_settings"."opens_at" < "pickup_slot_settings"."closes_at"),
	CONSTRAINT "pickup_slot_settings_ahead_check" CHECK ("pickup_slot_settings"."ahead_hours" between 1 and 168 and "pickup_slot_settings"."cutoff_minutes" between 0 and 1440),
	CONSTRAINT "pickup_slot_settings_kitchen_check" CHECK ("pickup_slot_settings"."prep_lead_minutes" between 0 and 480 and "pickup_slot_settings"."minutes_per_order" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "pickup_slot_usage" (
	"store_uuid" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pickup_slot_usage_store_uuid_slot_start_pk" PRIMARY KEY("store_uuid","slot_start"),
	CONSTRAINT "pickup_slot_usage_counts_check" CHECK ("pickup_slot_usage"."orders" >= 0 and "pickup_slot_usage"."items" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_pickup_slots" ADD CONSTRAINT "order_pickup_slots_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pickup_slots" ADD CONSTRAINT "order_pickup_slots_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_slot_settings" ADD CONSTRAINT "pickup_slot_settings_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_slot_usage" ADD CONSTRAINT "pickup_slot_usage_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_pickup_slots_store_fire_idx" ON "order_pickup_slots" USING btree ("store_uuid","fire_at");