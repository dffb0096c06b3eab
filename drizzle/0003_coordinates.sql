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
ALTER TABLE "places" ADD CONSTRAINT "places_coordinates_pair_check" CHECK (("places"."lat" is null) = ("places"."lng" is null));--> statement-breakpoint
-- Databases made before this migration already hold the supported cities: give them the centres and time zones of src/shared/cities.ts.
UPDATE "cities" SET "lat" = 48.85661, "lng" = 2.35222, "timezone" = 'Europe/Paris' WHERE "value" = 'paris' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "cities" SET "lat" = 51.50735, "lng" = -0.12776, "timezone" = 'Europe/London' WHERE "value" = 'london' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "cities" SET "lat" = 40.71278, "lng" = -74.00597, "timezone" = 'America/New_York' WHERE "value" = 'newYork' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "cities" SET "lat" = 35.68950, "lng" = 139.69171, "timezone" = 'Asia/Tokyo' WHERE "value" = 'tokyo' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "cities" SET "lat" = 41.38506, "lng" = 2.17340, "timezone" = 'Europe/Madrid' WHERE "value" = 'barcelona' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "cities" SET "lat" = 45.46421, "lng" = 9.18951, "timezone" = 'Europe/Rome' WHERE "value" = 'milan' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "cities" SET "lat" = 37.56654, "lng" = 126.97797, "timezone" = 'Asia/Seoul' WHERE "value" = 'seoul' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "cities" SET "lat" = 50.07554, "lng" = 14.43780, "timezone" = 'Europe/Prague' WHERE "value" = 'prague' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "cities" SET "lat" = 52.52001, "lng" = 13.40495, "timezone" = 'Europe/Berlin' WHERE "value" = 'berlin' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "cities" SET "lat" = -22.90685, "lng" = -43.17290, "timezone" = 'America/Sao_Paulo' WHERE "value" = 'rioDeJaneiro' AND "lat" IS NULL;
