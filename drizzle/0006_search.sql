-- Search (docs/decisions/015): trigram matching on text folded to lower case without accents, on PGlite and
-- PostgreSQL alike. unaccent() is only STABLE (its dictionary could change), so an index cannot use it directly;
-- search_fold() names the dictionary and is declared IMMUTABLE, which holds while nobody edits unaccent.rules.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
