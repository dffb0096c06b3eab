CREATE INDEX "users_username_search_idx" ON "users" USING gin (search_fold("username") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_first_name_search_idx" ON "users" USING gin (search_fold("first_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "cities_name_search_idx" ON "cities" USING gin (search_fold("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "guides_name_search_idx" ON "guides" USING gin (search_fold("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "places_name_search_idx" ON "places" USING gin (search_fold("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "places_tag_search_idx" ON "places" USING gin (search_fold("tag") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "places_address_search_idx" ON "places" USING gin (search_fold("address") gin_trgm_ops) WITH (fastupdate=false);