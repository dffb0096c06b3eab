-- Every detail is optional: places made before they existed simply have none.
ALTER TABLE "places" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "price_level" smallint;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_price_level_check" CHECK ("places"."price_level" between 1 and 4);--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_website_length_check" CHECK (char_length("places"."website") <= 500);--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_phone_length_check" CHECK (char_length("places"."phone") <= 30);--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_opening_hours_length_check" CHECK (char_length("places"."opening_hours") <= 255);
