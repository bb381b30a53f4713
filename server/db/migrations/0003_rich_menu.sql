CREATE TABLE "combo_slot_items" (
	"slot_uuid" uuid NOT NULL,
	"product_uuid" uuid NOT NULL,
	"upcharge" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_slot_items_upcharge_check" CHECK ("combo_slot_items"."upcharge" between 0 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "combo_slots" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"combo_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"min_select" integer DEFAULT 1 NOT NULL,
	"max_select" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_slots_select_check" CHECK ("combo_slots"."min_select" >= 0 and "combo_slots"."max_select" >= 1 and "combo_slots"."max_select" >= "combo_slots"."min_select" and "combo_slots"."max_select" <= 20)
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"store_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'single' NOT NULL,
	"min_select" integer DEFAULT 0 NOT NULL,
	"max_select" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_kind_check" CHECK ("option_groups"."kind" in ('size', 'single', 'multiple')),
	CONSTRAINT "option_groups_select_check" CHECK ("option_groups"."min_select" >= 0 and "option_groups"."max_select" >= 1 and "option_groups"."max_select" >= "option_groups"."min_select" and "option_groups"."max_select" <= 50),
	CONSTRAINT "option_groups_size_check" CHECK ("option_groups"."kind" <> 'size' or ("option_groups"."min_select" = 1 and "option_groups"."max_select" = 1)),
	CONSTRAINT "option_groups_status_check" CHECK ("option_groups"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "option_prices" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_uuid" uuid NOT NULL,
	"price" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "options" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_uuid" uuid NOT NULL,
	"company_uuid" uuid NOT NULL,
	"store_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"may_contain" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "options_price_check" CHECK ("options"."price" between -10000000 and 10000000),
	CONSTRAINT "options_status_check" CHECK ("options"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "product_option_groups" (
	"product_uuid" uuid NOT NULL,
	"group_uuid" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "cart_items_cart_product_uq";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "combo" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "choice_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "base_price" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "combo" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "may_contain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dietary" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spicy_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kcal" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_combo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "combo_slot_items" ADD CONSTRAINT "combo_slot_items_slot_uuid_combo_slots_uuid_fk" FOREIGN KEY ("slot_uuid") REFERENCES "public"."combo_slots"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_slot_items" ADD CONSTRAINT "combo_slot_items_product_uuid_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."products"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_slots" ADD CONSTRAINT "combo_slots_combo_uuid_products_uuid_fk" FOREIGN KEY ("combo_uuid") REFERENCES "public"."products"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_prices" ADD CONSTRAINT "option_prices_option_uuid_options_uuid_fk" FOREIGN KEY ("option_uuid") REFERENCES "public"."options"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_uuid_option_groups_uuid_fk" FOREIGN KEY ("group_uuid") REFERENCES "public"."option_groups"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_product_uuid_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."products"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_group_uuid_option_groups_uuid_fk" FOREIGN KEY ("group_uuid") REFERENCES "public"."option_groups"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "combo_slot_items_uq" ON "combo_slot_items" USING btree ("slot_uuid","product_uuid");--> statement-breakpoint
CREATE INDEX "combo_slot_items_product_idx" ON "combo_slot_items" USING btree ("product_uuid");--> statement-breakpoint
CREATE INDEX "combo_slots_combo_idx" ON "combo_slots" USING btree ("combo_uuid","sort_order");--> statement-breakpoint
CREATE INDEX "option_groups_store_idx" ON "option_groups" USING btree ("store_uuid","sort_order");--> statement-breakpoint
CREATE INDEX "option_groups_company_idx" ON "option_groups" USING btree ("company_uuid","name");--> statement-breakpoint
CREATE INDEX "option_prices_option_idx" ON "option_prices" USING btree ("option_uuid","valid_from");--> statement-breakpoint
CREATE INDEX "options_group_idx" ON "options" USING btree ("group_uuid","sort_order");--> statement-breakpoint
CREATE INDEX "options_store_idx" ON "options" USING btree ("store_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_groups_uq" ON "product_option_groups" USING btree ("product_uuid","group_uuid");--> statement-breakpoint
CREATE INDEX "product_option_groups_group_idx" ON "product_option_groups" USING btree ("group_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_product_choice_uq" ON "cart_items" USING btree ("cart_uuid","product_uuid","choice_key");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_spicy_check" CHECK ("products"."spicy_level" between 0 and 3);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_kcal_check" CHECK ("products"."kcal" is null or "products"."kcal" between 0 and 100000);--> statement-breakpoint
-- The option price history, kept by a trigger like the products' (0001).
CREATE OR REPLACE FUNCTION "option_prices_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."price" IS NOT DISTINCT FROM OLD."price" THEN
      RETURN NEW;
    END IF;
    UPDATE "option_prices" SET "valid_to" = now() WHERE "option_uuid" = NEW."uuid" AND "valid_to" IS NULL;
  END IF;
  INSERT INTO "option_prices" ("option_uuid", "price", "valid_from") VALUES (NEW."uuid", NEW."price", now());
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "options_price_history" AFTER INSERT OR UPDATE OF "price" ON "options" FOR EACH ROW EXECUTE FUNCTION "option_prices_keep"();
