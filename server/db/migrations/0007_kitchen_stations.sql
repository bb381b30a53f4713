CREATE TABLE "kitchen_bumps" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uuid" uuid NOT NULL,
	"order_item_uuid" uuid NOT NULL,
	"station_uuid" uuid NOT NULL,
	"store_uuid" uuid NOT NULL,
	"action_uuid" uuid NOT NULL,
	"bumped_by_uuid" uuid,
	"bumped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_routes" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"station_uuid" uuid NOT NULL,
	"store_uuid" uuid NOT NULL,
	"category_uuid" uuid,
	"product_uuid" uuid,
	CONSTRAINT "kitchen_routes_target_check" CHECK (("kitchen_routes"."category_uuid" is null) <> ("kitchen_routes"."product_uuid" is null))
);
--> statement-breakpoint
CREATE TABLE "kitchen_settings" (
	"store_uuid" uuid PRIMARY KEY NOT NULL,
	"company_uuid" uuid NOT NULL,
	"warn_minutes" integer DEFAULT 5 NOT NULL,
	"late_minutes" integer DEFAULT 10 NOT NULL,
	"default_station_uuid" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_settings_minutes_check" CHECK ("kitchen_settings"."warn_minutes" between 1 and 240 and "kitchen_settings"."late_minutes" between 1 and 240 and "kitchen_settings"."late_minutes" > "kitchen_settings"."warn_minutes")
);
--> statement-breakpoint
CREATE TABLE "kitchen_stations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"store_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_stations_status_check" CHECK ("kitchen_stations"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_order_item_uuid_order_items_uuid_fk" FOREIGN KEY ("order_item_uuid") REFERENCES "public"."order_items"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_station_uuid_kitchen_stations_uuid_fk" FOREIGN KEY ("station_uuid") REFERENCES "public"."kitchen_stations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_bumped_by_uuid_users_uuid_fk" FOREIGN KEY ("bumped_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_routes" ADD CONSTRAINT "kitchen_routes_station_uuid_kitchen_stations_uuid_fk" FOREIGN KEY ("station_uuid") REFERENCES "public"."kitchen_stations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_routes" ADD CONSTRAINT "kitchen_routes_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_routes" ADD CONSTRAINT "kitchen_routes_category_uuid_categories_uuid_fk" FOREIGN KEY ("category_uuid") REFERENCES "public"."categories"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_routes" ADD CONSTRAINT "kitchen_routes_product_uuid_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."products"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_settings" ADD CONSTRAINT "kitchen_settings_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_settings" ADD CONSTRAINT "kitchen_settings_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_settings" ADD CONSTRAINT "kitchen_settings_default_station_uuid_kitchen_stations_uuid_fk" FOREIGN KEY ("default_station_uuid") REFERENCES "public"."kitchen_stations"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_stations" ADD CONSTRAINT "kitchen_stations_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_stations" ADD CONSTRAINT "kitchen_stations_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_bumps_item_station_uq" ON "kitchen_bumps" USING btree ("order_item_uuid","station_uuid");--> statement-breakpoint
CREATE INDEX "kitchen_bumps_order_idx" ON "kitchen_bumps" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "kitchen_bumps_station_idx" ON "kitchen_bumps" USING btree ("station_uuid","bumped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_routes_station_category_uq" ON "kitchen_routes" USING btree ("station_uuid","category_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_routes_station_product_uq" ON "kitchen_routes" USING btree ("station_uuid","product_uuid");--> statement-breakpoint
CREATE INDEX "kitchen_routes_store_idx" ON "kitchen_routes" USING btree ("store_uuid");--> statement-breakpoint
CREATE INDEX "kitchen_stations_store_idx" ON "kitchen_stations" USING btree ("store_uuid","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_stations_store_name_uq" ON "kitchen_stations" USING btree ("store_uuid",lower("name"));