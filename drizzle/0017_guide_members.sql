CREATE TABLE "guide_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guide_id" uuid NOT NULL,
	"role" text NOT NULL,
	"token_hash" text,
	"invitee_id" text,
	"invited_by" text NOT NULL,
	"single_use" boolean DEFAULT false NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_invites_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "guide_invites_role_check" CHECK ("guide_invites"."role" in ('editor', 'viewer')),
	CONSTRAINT "guide_invites_kind_check" CHECK (("guide_invites"."token_hash" is null) <> ("guide_invites"."invitee_id" is null))
);
--> statement-breakpoint
CREATE TABLE "guide_members" (
	"guide_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_members_guide_id_user_id_pk" PRIMARY KEY("guide_id","user_id"),
	CONSTRAINT "guide_members_role_check" CHECK ("guide_members"."role" in ('editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "place_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guide_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_comments_body_length_check" CHECK (char_length("place_comments"."body") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "place_reactions" (
	"guide_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_reactions_guide_id_place_id_user_id_pk" PRIMARY KEY("guide_id","place_id","user_id"),
	CONSTRAINT "place_reactions_kind_check" CHECK ("place_reactions"."kind" in ('up', 'down'))
);
--> statement-breakpoint
ALTER TABLE "guide_places" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "guide_places" ADD COLUMN "added_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "show_reaction_counts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guide_invites" ADD CONSTRAINT "guide_invites_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_invites" ADD CONSTRAINT "guide_invites_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_invites" ADD CONSTRAINT "guide_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_members" ADD CONSTRAINT "guide_members_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_members" ADD CONSTRAINT "guide_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_comments" ADD CONSTRAINT "place_comments_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_comments" ADD CONSTRAINT "place_comments_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_comments" ADD CONSTRAINT "place_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reactions" ADD CONSTRAINT "place_reactions_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reactions" ADD CONSTRAINT "place_reactions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reactions" ADD CONSTRAINT "place_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_invites_guide_idx" ON "guide_invites" USING btree ("guide_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_invites_invitee_unique" ON "guide_invites" USING btree ("guide_id","invitee_id");--> statement-breakpoint
CREATE INDEX "guide_invites_invitee_idx" ON "guide_invites" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "guide_members_user_idx" ON "guide_members" USING btree ("user_id","joined_at");--> statement-breakpoint
CREATE INDEX "place_comments_place_idx" ON "place_comments" USING btree ("guide_id","place_id","created_at","id");--> statement-breakpoint
ALTER TABLE "guide_places" ADD CONSTRAINT "guide_places_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Places already in guides were put there by their guide's creator, when the guide was made.
UPDATE "guide_places" SET "added_by" = "guides"."created_by", "added_at" = "guides"."created_at" FROM "guides" WHERE "guides"."id" = "guide_places"."guide_id";
--> statement-breakpoint
-- A guide's members and reactions are on its visitor page too (docs/decisions/035: each node forgets its pages).
CREATE TRIGGER guide_members_page_change AFTER INSERT OR UPDATE OR DELETE ON guide_members
FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER place_reactions_page_change AFTER INSERT OR UPDATE OR DELETE ON place_reactions
FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
-- Announces which guide changed on "guide_changes" (docs/decisions/057), for its members' open pages: the payload is
-- the guide's id, then ':' and the table, so a page knows what to read again. PostgreSQL sends one of each per
-- transaction however many rows changed.
CREATE OR REPLACE FUNCTION notify_guide_change() RETURNS trigger AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  PERFORM pg_notify('guide_changes',
    coalesce(changed->>'guide_id', changed->>'id') || ':' || TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER guides_guide_change AFTER UPDATE OR DELETE ON guides
FOR EACH ROW EXECUTE FUNCTION notify_guide_change();
--> statement-breakpoint
CREATE TRIGGER guide_places_guide_change AFTER INSERT OR UPDATE OR DELETE ON guide_places
FOR EACH ROW EXECUTE FUNCTION notify_guide_change();
--> statement-breakpoint
CREATE TRIGGER guide_members_guide_change AFTER INSERT OR UPDATE OR DELETE ON guide_members
FOR EACH ROW EXECUTE FUNCTION notify_guide_change();
--> statement-breakpoint
CREATE TRIGGER place_reactions_guide_change AFTER INSERT OR UPDATE OR DELETE ON place_reactions
FOR EACH ROW EXECUTE FUNCTION notify_guide_change();
--> statement-breakpoint
CREATE TRIGGER place_comments_guide_change AFTER INSERT OR UPDATE OR DELETE ON place_comments
FOR EACH ROW EXECUTE FUNCTION notify_guide_change();
--> statement-breakpoint
CREATE TRIGGER guide_images_guide_change AFTER INSERT OR UPDATE OR DELETE ON guide_images
FOR EACH ROW EXECUTE FUNCTION notify_guide_change();
