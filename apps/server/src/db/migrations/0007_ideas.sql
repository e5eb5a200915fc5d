CREATE TABLE "idea_monitors" (
	"idea_id" uuid PRIMARY KEY NOT NULL,
	"monitor_price" boolean DEFAULT false NOT NULL,
	"email_alerts" boolean DEFAULT false NOT NULL,
	"target_price" numeric(14, 2),
	"alert_email" text,
	"current_price" numeric(14, 2),
	"last_checked" timestamp with time zone,
	"last_check_error" text,
	"last_alerted_price" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "idea_monitors_target_check" CHECK ("idea_monitors"."target_price" is null or "idea_monitors"."target_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idea_price_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idea_id" uuid NOT NULL,
	"price" numeric(14, 2),
	"error" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"component_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2),
	"currency" text DEFAULT 'GBP' NOT NULL,
	"url" text NOT NULL,
	"image_url" text,
	"retailer" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "idea_monitors" ADD CONSTRAINT "idea_monitors_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_price_checks" ADD CONSTRAINT "idea_price_checks_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_price_checks_idea_idx" ON "idea_price_checks" USING btree ("idea_id","checked_at");--> statement-breakpoint
CREATE INDEX "ideas_component_idx" ON "ideas" USING btree ("component_id","created_at");