import { FOLLOW_MESSAGES } from "../../../../shared/follows";
import { Button } from "../../../components/ui/button";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { usePersonAction, useProfileFollows } from "../api/follows";

/** Follow / Following for a person, for a signed-in member (a list of people to follow, not their profile). */
export function PersonFollowButton({ username, name }: { username: string; name: string }) {
  const follows = useProfileFollows(username);
  const action = usePersonAction(username);
  const following = follows.data?.viewer?.follows ?? false;
  if (!follows.data?.viewer) return null;
  return (
    <Button
      variant={following ? "secondary" : "primary"}
      aria-pressed={following}
      aria-label={`${following ? FOLLOW_MESSAGES.following : FOLLOW_MESSAGES.follow} ${name}`}
      disabled={action.isPending}
      onClick={() =>
        action.mutate(following ? "unfollow" : "follow", {
          onError: (error) => toast.error(refusalMessage(error, FOLLOW_MESSAGES.failed) ?? ""),
        })
      }
    >
      {following ? FOLLOW_MESSAGES.following : FOLLOW_MESSAGES.follow}
    </Button>
  );
}
