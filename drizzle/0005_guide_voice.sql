-- Guides made before drafts existed take the default status, published: they stay visible as they were.
ALTER TABLE "guide_places" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "introduction" text;--> statement-breakpoint
ALTER TABLE "guide_places" ADD CONSTRAINT "guide_places_note_length_check" CHECK (char_length("guide_places"."note") <= 500);--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_status_check" CHECK ("guides"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_introduction_length_check" CHECK (char_length("guides"."introduction") <= 1000);