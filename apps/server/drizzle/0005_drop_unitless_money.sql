ALTER TABLE "invoices" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "price_per_unit";