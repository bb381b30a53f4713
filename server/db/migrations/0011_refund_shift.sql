ALTER TABLE "refunds" ADD COLUMN "shift_uuid" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shift_uuid_shifts_uuid_fk" FOREIGN KEY ("shift_uuid") REFERENCES "public"."shifts"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_shift_idx" ON "refunds" USING btree ("shift_uuid");