DROP INDEX "expenses_component_idx";--> statement-breakpoint
CREATE INDEX "expenses_created_idx" ON "expenses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_component_idx" ON "expenses" USING btree ("component_id","created_at","id");