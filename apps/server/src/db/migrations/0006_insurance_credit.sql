CREATE TABLE "insurance_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurance_type" text NOT NULL,
	"provider" text NOT NULL,
	"policy_number" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"coverage_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"contractor_name" text,
	"category" text NOT NULL,
	"file_id" uuid NOT NULL,
	"reminder_30_sent_at" timestamp with time zone,
	"reminder_7_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "insurance_policies_category_check" CHECK ("insurance_policies"."category" in ('personal', 'contractor')),
	CONSTRAINT "insurance_policies_dates_check" CHECK ("insurance_policies"."start_date" is null or "insurance_policies"."end_date" is null or "insurance_policies"."end_date" >= "insurance_policies"."start_date")
);
--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_paid_by_account_id_credit_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_policies_category_idx" ON "insurance_policies" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "insurance_policies_end_date_idx" ON "insurance_policies" USING btree ("end_date");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_paid_by_account_id_credit_accounts_id_fk" FOREIGN KEY ("paid_by_account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_type_check" CHECK ("credit_accounts"."account_type" in ('credit_card', 'line_of_credit', 'personal_loan', 'cash'));--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_due_day_check" CHECK ("credit_accounts"."payment_due_date" between 1 and 31);--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_limit_check" CHECK ("credit_accounts"."credit_limit" is null or "credit_accounts"."credit_limit" >= 0);--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_rate_check" CHECK ("credit_accounts"."interest_rate" is null or "credit_accounts"."interest_rate" between 0 and 100);