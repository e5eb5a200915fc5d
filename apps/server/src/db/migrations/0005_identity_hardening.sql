CREATE TABLE "federated_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "oidc_states" ADD COLUMN "link_account_id" uuid;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "federated_identities" ADD CONSTRAINT "federated_identities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "federated_identities_issuer_subject_idx" ON "federated_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "federated_identities_account_idx" ON "federated_identities" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "oidc_states" ADD CONSTRAINT "oidc_states_link_account_id_accounts_id_fk" FOREIGN KEY ("link_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;