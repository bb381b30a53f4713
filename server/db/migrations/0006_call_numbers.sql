CREATE TABLE "call_number_counters" (
	"store_uuid" uuid NOT NULL,
	"business_day" date NOT NULL,
	"letter" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "call_number_counters_store_uuid_business_day_letter_pk" PRIMARY KEY("store_uuid","business_day","letter")
);
--> statement-breakpoint
CREATE TABLE "call_number_letters" (
	"store_uuid" uuid NOT NULL,
	"business_day" date NOT NULL,
	"letter" text NOT NULL,
	"device_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_number_letters_store_uuid_business_day_letter_pk" PRIMARY KEY("store_uuid","business_day","letter")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "call_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "call_day" date;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pickup_show_names" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "call_number_counters" ADD CONSTRAINT "call_number_counters_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_number_letters" ADD CONSTRAINT "call_number_letters_store_uuid_stores_uuid_fk" FOREIGN KEY ("store_uuid") REFERENCES "public"."stores"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_number_letters_device_uq" ON "call_number_letters" USING btree ("store_uuid","business_day","device_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_call_number_uq" ON "orders" USING btree ("store_uuid","call_day","call_number");