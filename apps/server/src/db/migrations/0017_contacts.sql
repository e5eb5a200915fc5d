CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"trade" text DEFAULT 'Other' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "contacts_trade_check" CHECK ("contacts"."trade" in ('Builder', 'Electrician', 'Plumber', 'Carpenter', 'Plasterer', 'Tiler', 'Decorator', 'Roofer', 'Gas engineer', 'Architect', 'Structural engineer', 'Supplier', 'Other'))
);
--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "allowlist_entries" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "components_contact_idx" ON "components" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "expenses_contact_idx" ON "expenses" USING btree ("contact_id","created_at","id");--> statement-breakpoint
CREATE INDEX "insurance_policies_contact_idx" ON "insurance_policies" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "tasks_contact_idx" ON "tasks" USING btree ("contact_id");--> statement-breakpoint
-- Each contractor named on a policy becomes a contact (its name also its company), so the
-- policies and the expenses and tasks from the same firm show one contact after the upgrade.
INSERT INTO "contacts" ("name", "company", "trade", "created_by")
SELECT DISTINCT ON (lower(btrim("contractor_name"))) btrim("contractor_name"), btrim("contractor_name"), 'Other', 'upgrade'
FROM "insurance_policies"
WHERE "category" = 'contractor' AND btrim(coalesce("contractor_name", '')) <> ''
ORDER BY lower(btrim("contractor_name")), "created_at";--> statement-breakpoint
UPDATE "insurance_policies" AS p SET "contact_id" = c."id"
FROM "contacts" AS c
WHERE p."category" = 'contractor' AND p."contact_id" IS NULL
  AND lower(btrim(coalesce(p."contractor_name", ''))) = lower(c."company");--> statement-breakpoint
UPDATE "expenses" AS e SET "contact_id" = c."id"
FROM "contacts" AS c
WHERE e."contact_id" IS NULL AND btrim(e."supplier") <> ''
  AND lower(btrim(e."supplier")) = lower(c."company");--> statement-breakpoint
UPDATE "tasks" AS t SET "contact_id" = c."id"
FROM "contacts" AS c
WHERE t."contact_id" IS NULL AND btrim(t."supplier") <> ''
  AND lower(btrim(t."supplier")) = lower(c."company");
