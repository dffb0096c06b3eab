-- Suggested places (docs/decisions/019): every place made before is a catalogue place, so it is approved.
CREATE TABLE "place_review_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"place_name" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"target_place_id" uuid,
	"reason" text,
	"changes" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_review_events_action_check" CHECK ("place_review_events"."action" in ('suggested', 'approved', 'merged', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "review_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "suggested_by" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "place_review_events" ADD CONSTRAINT "place_review_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_review_events_actor_idx" ON "place_review_events" USING btree ("actor_id","action","created_at");--> statement-breakpoint
CREATE INDEX "place_review_events_place_idx" ON "place_review_events" USING btree ("place_id","created_at");--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_suggested_by_users_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_suggested_by_idx" ON "places" USING btree ("suggested_by","review_status");--> statement-breakpoint
CREATE INDEX "places_review_queue_idx" ON "places" USING btree ("created_at") WHERE "places"."review_status" = 'pending';--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_review_status_check" CHECK ("places"."review_status" in ('approved', 'pending', 'rejected'));
