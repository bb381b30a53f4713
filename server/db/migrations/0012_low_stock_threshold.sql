ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_check" CHECK ("products"."low_stock_threshold" is null or "products"."low_stock_threshold" >= 0);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_low_stock_threshold_check" CHECK ("stores"."low_stock_threshold" is null or "stores"."low_stock_threshold" >= 0);