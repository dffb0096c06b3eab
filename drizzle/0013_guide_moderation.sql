CREATE TABLE "guide_moderation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guide_id" uuid NOT NULL,
	"guide_name" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_moderation_events_action_check" CHECK ("guide_moderation_events"."action" in ('unpublished', 'republished'))
);
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "guide_moderation_events" ADD CONSTRAINT "guide_moderation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_moderation_events_guide_idx" ON "guide_moderation_events" USING btree ("guide_id","created_at");--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_moderation_reason_length_check" CHECK (char_length("guides"."moderation_reason") <= 500);