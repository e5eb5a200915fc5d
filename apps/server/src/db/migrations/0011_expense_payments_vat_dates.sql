-- Issue 26: money the way a household pays it. Expenses gain an invoice date, a VAT rate
-- (20, 5 or 0 %) and the VAT amount their total holds; their payments move to expense_payments
-- (one undated payment per expense with something paid: no figure changes); credit accounts
-- explain their balance (balance_set on balance_set_at, moved by payments_since; decision 031).
CREATE TABLE "expense_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expense_id" uuid NOT NULL,
	"paid_on" date,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"paid_by_account_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "expense_payments_amount_check" CHECK ("expense_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "balance_set" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "balance_set_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "payments_since" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "component_summaries" ADD COLUMN "vat_total" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "vat_rate" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "vat_amount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_payments" ADD CONSTRAINT "expense_payments_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payments" ADD CONSTRAINT "expense_payments_paid_by_account_id_credit_accounts_id_fk" FOREIGN KEY ("paid_by_account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_payments_expense_idx" ON "expense_payments" USING btree ("expense_id","created_at","id");--> statement-breakpoint
CREATE INDEX "expense_payments_account_idx" ON "expense_payments" USING btree ("paid_by_account_id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_vat_rate_check" CHECK ("expenses"."vat_rate" in (20, 5, 0));--> statement-breakpoint
-- Every expense with something paid gets one undated payment of exactly that amount, from the
-- account it names. Nothing else moves: amount_paid, amount_due and the balances stay.
INSERT INTO "expense_payments" ("expense_id", "paid_on", "amount", "paid_by_account_id", "note", "created_at", "updated_at", "created_by")
SELECT "id", NULL, "amount_paid", "paid_by_account_id", '', "created_at", "updated_at", "created_by"
FROM "expenses" WHERE "amount_paid" > 0;--> statement-breakpoint
-- The VAT the stored totals hold, with the one rate there was (20 %): + VAT is the total less
-- the line, Inc VAT the line x 20/120 rounded half away from zero, as the shared formula does.
UPDATE "expenses" SET "vat_amount" = CASE "add_vat"
	WHEN 'PLUS_VAT' THEN "total_cost" - (round("rrp" * "quantity", 2) - "trade_discount" - "discount")
	WHEN 'INC_VAT' THEN round((round("rrp" * "quantity", 2) - "trade_discount" - "discount") * 20 / 120, 2)
	ELSE 0 END;--> statement-breakpoint
UPDATE "component_summaries" AS s SET "vat_total" = a."vat_total"
FROM (SELECT "component_id", sum("vat_amount") AS "vat_total" FROM "expenses" GROUP BY "component_id") AS a
WHERE s."component_id" = a."component_id";--> statement-breakpoint
-- The balance each account shows is the one its owner set; no payment has been recorded since.
UPDATE "credit_accounts" SET "balance_set" = "current_balance", "balance_set_at" = "updated_at", "payments_since" = 0;
