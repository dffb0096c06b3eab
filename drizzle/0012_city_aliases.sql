ALTER TABLE "cities" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The names people type for the supported cities (docs/product.md §2 Search); an admin edits them afterwards.
UPDATE "cities" SET "aliases" = ARRAY['NYC', 'NY', 'Big Apple'] WHERE "value" = 'newYork' AND "aliases" = '{}';--> statement-breakpoint
UPDATE "cities" SET "aliases" = ARRAY['BCN'] WHERE "value" = 'barcelona' AND "aliases" = '{}';--> statement-breakpoint
UPDATE "cities" SET "aliases" = ARRAY['Rio'] WHERE "value" = 'rioDeJaneiro' AND "aliases" = '{}';--> statement-breakpoint
UPDATE "cities" SET "aliases" = ARRAY['LDN'] WHERE "value" = 'london' AND "aliases" = '{}';--> statement-breakpoint
UPDATE "cities" SET "aliases" = ARRAY['Milano'] WHERE "value" = 'milan' AND "aliases" = '{}';--> statement-breakpoint
UPDATE "cities" SET "aliases" = ARRAY['Praha'] WHERE "value" = 'prague' AND "aliases" = '{}';
