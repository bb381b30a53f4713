CREATE TABLE "company_invitations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"target" text NOT NULL,
	"created_by_uuid" uuid,
	"accepted_at" timestamp with time zone,
	"accepted_by_uuid" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_uuid" uuid NOT NULL,
	"price" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "join_email_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "join_code_hash" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "response_text" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "response_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_logins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_created_by_uuid_users_uuid_fk" FOREIGN KEY ("created_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_uuid_users_uuid_fk" FOREIGN KEY ("accepted_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_uuid_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."products"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_invitations_target_idx" ON "company_invitations" USING btree ("target");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_uuid","created_at");--> statement-breakpoint
CREATE INDEX "product_prices_product_idx" ON "product_prices" USING btree ("product_uuid","valid_from");--> statement-breakpoint
-- The price history: today's prices of the existing products, then a trigger that keeps it on every write.
INSERT INTO "product_prices" ("product_uuid", "price", "valid_from") SELECT "uuid", "price", "created_at" FROM "products";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_prices_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."price" IS NOT DISTINCT FROM OLD."price" THEN
      RETURN NEW;
    END IF;
    UPDATE "product_prices" SET "valid_to" = now() WHERE "product_uuid" = NEW."uuid" AND "valid_to" IS NULL;
  END IF;
  INSERT INTO "product_prices" ("product_uuid", "price", "valid_from") VALUES (NEW."uuid", NEW."price", now());
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_price_history" AFTER INSERT OR UPDATE OF "price" ON "products" FOR EACH ROW EXECUTE FUNCTION "product_prices_keep"();
