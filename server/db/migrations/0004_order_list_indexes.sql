DROP INDEX "orders_store_created_idx";--> statement-breakpoint
DROP INDEX "orders_company_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_store_created_uuid_idx" ON "orders" USING btree ("store_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "orders_company_created_uuid_idx" ON "orders" USING btree ("company_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "orders_user_created_uuid_idx" ON "orders" USING btree ("user_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "orders_status_created_uuid_idx" ON "orders" USING btree ("status","created_at","uuid");--> statement-breakpoint
CREATE INDEX "orders_created_uuid_idx" ON "orders" USING btree ("created_at","uuid");