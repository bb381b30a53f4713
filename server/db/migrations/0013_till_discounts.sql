CREATE TABLE "discount_approvals" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"store_uuid" uuid NOT NULL,
	"approved_by_uuid" uuid NOT NULL,
	"requested_by_uuid" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_approvals_amount_check" CHECK ("discount_approvals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uuid" uuid NOT NULL,
	"item_uuid" uuid,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"approval_uuid" uuid,
	"created_by_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_discounts_kind_check" CHECK ("order_discounts"."kind" in ('amount', 'percent')),
	CONSTRAINT "order_discounts_amount_check" CHECK ("order_discounts"."amount" >= 0 and "order_discounts"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "discount_approval_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_approvals" ADD CONSTRAINT "discount_approvals_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_approvals" ADD CONSTRAINT "discount_approvals_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_approvals" ADD CONSTRAINT "discount_approvals_approved_by_uuid_users_uuid_fk" FOREIGN KEY ("approved_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_approvals" ADD CONSTRAINT "discount_approvals_requested_by_uuid_users_uuid_fk" FOREIGN KEY ("requested_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_approvals" ADD CONSTRAINT "discount_approvals_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_item_uuid_order_items_uuid_fk" FOREIGN KEY ("item_uuid") REFERENCES "public"."order_items"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_approval_uuid_discount_approvals_uuid_fk" FOREIGN KEY ("approval_uuid") REFERENCES "public"."discount_approvals"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_created_by_uuid_users_uuid_fk" FOREIGN KEY ("created_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_approvals_order_uq" ON "discount_approvals" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "discount_approvals_store_idx" ON "discount_approvals" USING btree ("store_uuid","created_at");--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("order_uuid");