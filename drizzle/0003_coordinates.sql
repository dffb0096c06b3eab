ALTER TABLE "cities" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_lat_range_check" CHECK ("cities"."lat" >= -90 and "cities"."lat" <= 90);--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_lng_range_check" CHECK ("cities"."lng" >= -180 and "cities"."lng" <= 180);--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_coordinates_pair_check" CHECK (("cities"."lat" is null) = ("cities"."lng" is null));--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_lat_range_check" CHECK ("places"."lat" >= -90 and "places"."lat" <= 90);--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_lng_range_check" CHECK ("places"."lng" >= -180 and "places"."lng" <= 180);--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_coordinates_pair_check" CHECK (("places"."lat" is null) = ("places"."lng" is null));