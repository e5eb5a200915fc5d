-- Issue 22: the trash (deleted rows kept as JSON until restored or purged) and each item's history
-- (the row an activity event is about, what an update changed, whether the row is in the trash).
CREATE TABLE "trash_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"label" text NOT NULL,
	"name" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" text NOT NULL,
	"purge_at" timestamp with time zone NOT NULL,
	"restore_rule" jsonb NOT NULL,
	"audience" text,
	"activity" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"links" jsonb NOT NULL,
	"row_ids" jsonb NOT NULL,
	"storage_keys" jsonb NOT NULL,
	"contents" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "resource_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "trashed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "trash_entries_deleted_idx" ON "trash_entries" USING btree ("deleted_at","id");--> statement-breakpoint
CREATE INDEX "trash_entries_purge_idx" ON "trash_entries" USING btree ("purge_at");--> statement-breakpoint
CREATE INDEX "trash_entries_resource_idx" ON "trash_entries" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "activity_events_resource_idx" ON "activity_events" USING btree ("resource_id","created_at");