import { Link } from "react-router";
import { FOLLOW_MESSAGES } from "../../../../shared/follows";
import { DEFAULT_AVATAR_URL } from "../../../../shared/media";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { StoredImage } from "../../../components/ui/image";
import { LoadError } from "../../../components/ui/load-error";
import { LoadMore } from "../../../components/ui/load-more";
import { Spinner } from "../../../components/ui/spinner";
import { refusalMessage } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { usePeople, useRemoveFollower } from "../api/follows";

type PeopleDialogProps = {
  username: string;
  list: "followers" | "following";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person's own followers: each may be removed. */
  removable: boolean;
};

/** A person's followers or the people they follow, newest first, more as the list scrolls. */
export function PeopleDialog({ username, list, open, onOpenChange, removable }: PeopleDialogProps) {
  const people = usePeople(username, list, open);
  const remove = useRemoveFollower(username);
  const items = people.data?.pages.flatMap((page) => page.items) ?? [];
  const title = list === "followers" ? FOLLOW_MESSAGES.followersTitle : FOLLOW_MESSAGES.followingTitle;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      {people.isPending ? (
        <Spinner label={title} />
      ) : people.isError ? (
        <LoadError text={FOLLOW_MESSAGES.failed} onRetry={() => void people.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-muted">
          {list === "followers" ? FOLLOW_MESSAGES.noFollowers : FOLLOW_MESSAGES.noFollowing}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((person) => (
            <li key={person.username} className="flex items-center justify-between gap-3">
              <Link
                to={paths.profile(person.username)}
                onClick={() => onOpenChange(false)}
                className="flex min-w-0 items-center gap-3 rounded-lg p-1 hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent"
              >
                <StoredImage
                  storageKey={person.avatar}
                  variant="thumb"
                  fallbackSrc={DEFAULT_AVATAR_URL}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded-full object-cover"
                />
                <span className="min-w-0">
                  <span className="block truncate font-medium">
                    {[person.firstName, person.lastName].filter(Boolean).join(" ")}
                  </span>
                  <span className="block truncate text-sm text-muted">@{person.username}</span>
                </span>
              </Link>
              {removable && (
                <Button
                  variant="secondary"
                  aria-label={`${FOLLOW_MESSAGES.removeFollower} @${person.username}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(person.username, {
                      onSuccess: () => {
                        toast.success(FOLLOW_MESSAGES.followerRemoved(person.username));
                        void people.refetch();
                      },
                      onError: (error) => toast.error(refusalMessage(error, FOLLOW_MESSAGES.failed) ?? ""),
                    })
                  }
                >
                  {FOLLOW_MESSAGES.removeFollower}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={people} loadingLabel={title} failedText={FOLLOW_MESSAGES.failed} />
    </Dialog>
  );
}
