CREATE TABLE "shift_cash_moves" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_cash_moves_kind_check" CHECK ("shift_cash_moves"."kind" in ('in', 'out')),
	CONSTRAINT "shift_cash_moves_amount_check" CHECK ("shift_cash_moves"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shift_orders" (
	"order_uuid" uuid PRIMARY KEY NOT NULL,
	"shift_uuid" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"store_uuid" uuid NOT NULL,
	"device_id" text NOT NULL,
	"opened_by_uuid" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_float" integer NOT NULL,
	"currency" text NOT NULL,
	"closed_by_uuid" uuid,
	"closed_at" timestamp with time zone,
	"expected_cash" integer,
	"counted_cash" integer,
	"over_short" integer,
	"close_note" text,
	"z_report" jsonb,
	CONSTRAINT "shifts_amounts_check" CHECK ("shifts"."opening_float" >= 0 and ("shifts"."counted_cash" is null or "shifts"."counted_cash" >= 0))
);
--> statement-breakpoint
ALTER TABLE "shift_cash_moves" ADD CONSTRAINT "shift_cash_moves_shift_uuid_shifts_uuid_fk" FOREIGN KEY ("shift_uuid") REFERENCES "public"."shifts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_moves" ADD CONSTRAINT "shift_cash_moves_created_by_uuid_users_uuid_fk" FOREIGN KEY ("created_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_orders" ADD CONSTRAINT "shift_orders_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_orders" ADD CONSTRAINT "shift_orders_shift_uuid_shifts_uuid_fk" FOREIGN KEY ("shift_uuid") REFERENCES "public"."shifts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_opened_by_uuid_users_uuid_fk" FOREIGN KEY ("opened_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_closed_by_uuid_users_uuid_fk" FOREIGN KEY ("closed_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_cash_moves_shift_idx" ON "shift_cash_moves" USING btree ("shift_uuid","created_at");--> statement-breakpoint
CREATE INDEX "shift_orders_shift_idx" ON "shift_orders" USING btree ("shift_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_open_device_uq" ON "shifts" USING btree ("store_uuid","device_id") WHERE "shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_store_closed_idx" ON "shifts" USING btree ("store_uuid","closed_at");--> statement-breakpoint
CREATE INDEX "shifts_company_closed_idx" ON "shifts" USING btree ("company_uuid","closed_at");