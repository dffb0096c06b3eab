DROP INDEX "saved_guides_guide_id_index";--> statement-breakpoint
CREATE INDEX "saved_guides_guide_id_created_at_index" ON "saved_guides" USING btree ("guide_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_guides_created_at_guide_id_index" ON "saved_guides" USING btree ("created_at","guide_id");