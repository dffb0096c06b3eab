ALTER TABLE "guides" ADD COLUMN "published_at" timestamp (3) with time zone;--> statement-breakpoint
-- Guides published before the column existed (or published once and back in drafts now): their creation is the best time known.
UPDATE "guides" SET "published_at" = "created_at" WHERE "status" = 'published' OR "id" IN (SELECT "guide_id" FROM "gone_guides" WHERE "why" = 'unpublished');--> statement-breakpoint
CREATE INDEX "guide_places_added_by_idx" ON "guide_places" USING btree ("added_by","added_at");--> statement-breakpoint
CREATE INDEX "guide_places_guide_added_idx" ON "guide_places" USING btree ("guide_id","added_at");--> statement-breakpoint
CREATE INDEX "guides_creator_published_idx" ON "guides" USING btree ("created_by","published_at","id");--> statement-breakpoint
CREATE INDEX "guides_city_published_idx" ON "guides" USING btree ("city_id","published_at","id");