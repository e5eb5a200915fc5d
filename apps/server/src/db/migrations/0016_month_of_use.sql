ALTER TABLE "activity_events" ADD COLUMN "action_id" uuid;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "invoice_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "document_sha256" text;--> statement-breakpoint
CREATE INDEX "activity_events_action_idx" ON "activity_events" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "components_parent_idx" ON "components" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "expenses_document_idx" ON "expenses" USING btree ("document_sha256");--> statement-breakpoint
CREATE INDEX "expenses_invoice_number_idx" ON "expenses" USING btree ("invoice_number");