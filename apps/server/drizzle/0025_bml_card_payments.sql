-- Card payments through BML Connect (issue 29, docs/decisions/0046): how an invoice was paid, its open or
-- paying card transaction (which freezes it), the bank's last state, and an operator's refund mark.
ALTER TABLE "invoices" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bml_transaction_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bml_payment_url" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bml_state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_bml_transaction_key" ON "invoices" USING btree ("bml_transaction_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_check" CHECK ("invoices"."paid_by" in ('card', 'slip'));--> statement-breakpoint
-- Every invoice paid before card payments was confirmed from its slip.
UPDATE "invoices" SET "paid_by" = 'slip' WHERE "paid_at" IS NOT NULL;
