import { Link } from "react-router";
import { DEFAULT_AVATAR_URL } from "../../../shared/media";
import { paths } from "../../lib/paths";
import { StoredImage } from "./image";

type UserChipProps = { username: string; avatar: string | null };

/** Avatar and @username on the scrim, readable on any city colour; opens the profile without triggering the card it sits on (docs/product.md §2). */
export function UserChip({ username, avatar }: UserChipProps) {
  const handle = username.replace(/^@/, "");
  return (
    <Link
      to={paths.profile(handle)}
      onClick={(event) => event.stopPropagation()}
      className="inline-flex min-w-0 items-center gap-2 rounded-full bg-scrim pr-3 text-sm font-medium text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-accent"
    >
      <StoredImage
        storageKey={avatar}
        variant="thumb"
        fallbackSrc={DEFAULT_AVATAR_URL}
        alt={`${username}'s avatar`}
        width={42}
        height={42}
        className="size-[42px] rounded-full object-cover"
      />
      <span className="truncate">@{handle}</span>
    </Link>
  );
}
