-- Announces every change to cities on the "city_changes" channel; the realtime stream relays it to browsers.
CREATE OR REPLACE FUNCTION notify_city_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('city_changes', TG_OP);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cities_notify_change
AFTER INSERT OR UPDATE OR DELETE ON cities
FOR EACH STATEMENT EXECUTE FUNCTION notify_city_change();
