CREATE TABLE "gone_guide_saves" (
	"guide_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"saved_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gone_guide_saves_user_id_guide_id_pk" PRIMARY KEY("user_id","guide_id")
);
--> statement-breakpoint
CREATE TABLE "gone_guides" (
	"guide_id" uuid PRIMARY KEY NOT NULL,
	"city_id" uuid NOT NULL,
	"why" text NOT NULL,
	"gone_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gone_guides_why_check" CHECK ("gone_guides"."why" in ('deleted', 'unpublished'))
);
--> statement-breakpoint
ALTER TABLE "gone_guide_saves" ADD CONSTRAINT "gone_guide_saves_guide_id_gone_guides_guide_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."gone_guides"("guide_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gone_guide_saves" ADD CONSTRAINT "gone_guide_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gone_guides" ADD CONSTRAINT "gone_guides_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gone_guide_saves_guide_id_index" ON "gone_guide_saves" USING btree ("guide_id");--> statement-breakpoint
-- Guides an admin unpublished before this table existed: their addresses say they are gone, as later ones will.
INSERT INTO "gone_guides" ("guide_id", "city_id", "why") SELECT "id", "city_id", 'unpublished' FROM "guides" WHERE "status" = 'draft' AND "moderation_reason" IS NOT NULL;
