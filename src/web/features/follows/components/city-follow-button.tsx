import { Bell, BellRing } from "lucide-react";
import { Link } from "react-router";
import { FOLLOW_MESSAGES } from "../../../../shared/follows";
import { Button, buttonClass } from "../../../components/ui/button";
import { refusalMessage } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useCityFollow, useToggleCityFollow } from "../api/follows";

/** Follow / Following on a city's page, with how many follow it; signed out, Follow leads to sign-in and back. */
export function CityFollowButton({ slug }: { slug: string }) {
  const city = useCityFollow(slug);
  const toggle = useToggleCityFollow(slug);
  if (!city.data) return null;
  const { follows, followers } = city.data;
  const control =
    follows === null ? (
      <Link to={paths.signIn(paths.city(slug))} className={buttonClass("secondary")}>
        <Bell aria-hidden className="size-4" />
        {FOLLOW_MESSAGES.follow}
      </Link>
    ) : (
      <Button
        variant={follows ? "secondary" : "primary"}
        aria-pressed={follows}
        disabled={toggle.isPending}
        onClick={() =>
          toggle.mutate(!follows, {
            onError: (error) => toast.error(refusalMessage(error, FOLLOW_MESSAGES.failed) ?? ""),
          })
        }
      >
        {follows ? <BellRing aria-hidden className="size-4" /> : <Bell aria-hidden className="size-4" />}
        {follows ? FOLLOW_MESSAGES.following : FOLLOW_MESSAGES.follow}
      </Button>
    );
  return (
    <div className="flex items-center gap-2">
      {control}
      <span className="text-sm text-muted">{FOLLOW_MESSAGES.followers(followers)}</span>
    </div>
  );
}
