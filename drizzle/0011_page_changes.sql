-- Announces every change to what visitors' pages show on the "page_changes" channel (docs/decisions/035): each
-- node then forgets the pages it drew. Saves are left out: a page's save counts may lag by up to a minute.
CREATE OR REPLACE FUNCTION notify_page_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('page_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER guides_page_change AFTER INSERT OR UPDATE OR DELETE ON guides
FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER guide_places_page_change AFTER INSERT OR UPDATE OR DELETE ON guide_places
FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER guide_images_page_change AFTER INSERT OR UPDATE OR DELETE ON guide_images
FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER places_page_change AFTER INSERT OR UPDATE OR DELETE ON places
FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER place_images_page_change AFTER INSERT OR UPDATE OR DELETE ON place_images
FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER cities_page_change AFTER INSERT OR UPDATE OR DELETE ON cities
FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER users_page_change AFTER INSERT OR UPDATE OR DELETE ON users
FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
