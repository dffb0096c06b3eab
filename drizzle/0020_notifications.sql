CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"group_key" text NOT NULL,
	"guide_id" uuid,
	"actor_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"actor_count" integer DEFAULT 0 NOT NULL,
	"keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp (3) with time zone,
	CONSTRAINT "notifications_user_group_unique" UNIQUE("user_id","group_key"),
	CONSTRAINT "notifications_count_positive" CHECK ("notifications"."count" >= 1)
);
--> statement-breakpoint
DROP INDEX "city_follows_city_id_index";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_updated_idx" ON "notifications" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "city_follows_city_id_user_id_index" ON "city_follows" USING btree ("city_id","user_id");--> statement-breakpoint
CREATE INDEX "user_follows_followee_id_follower_id_index" ON "user_follows" USING btree ("followee_id","follower_id");--> statement-breakpoint
-- Tells every node whose notifications changed (docs/decisions/065), on "notification_changes" with the recipient's
-- id as the payload, so that their bell updates on whichever node holds their stream. PostgreSQL sends one per
-- recipient per transaction however many of their rows changed.
CREATE OR REPLACE FUNCTION notify_notification_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('notification_changes', OLD.user_id);
  ELSE
    PERFORM pg_notify('notification_changes', NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_change AFTER INSERT OR UPDATE OR DELETE ON notifications
FOR EACH ROW EXECUTE FUNCTION notify_notification_change();
