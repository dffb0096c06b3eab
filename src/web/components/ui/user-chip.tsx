import { Link } from "react-router";
import { DEFAULT_AVATAR_URL } from "../../../shared/media";
import { paths } from "../../lib/paths";
import { StoredImage } from "./image";

type UserChipProps = {
  username: string;
  avatar: string | null;
  /** On a dark pill, for bright backgrounds (a guide card's city colour) where white text alone would not read. */
  pill?: boolean;
};

/** Avatar and @username; opens the profile without triggering the card it sits on (docs/product.md §2). */
export function UserChip({ username, avatar, pill = false }: UserChipProps) {
  const handle = username.replace(/^@/, "");
  return (
    <Link
      to={paths.profile(handle)}
      onClick={(event) => event.stopPropagation()}
      className={`inline-flex min-w-0 items-center gap-2 rounded-full text-sm font-medium hover:text-white focus-visible:outline-2 focus-visible:outline-accent ${pill ? "bg-black/50 pr-3 text-white" : "pr-2 text-white/90"}`}
    >
      <StoredImage
        storageKey={avatar}
        variant="thumb"
        fallbackSrc={DEFAULT_AVATAR_URL}
        alt={`${username}'s avatar`}
        width={42}
        height={42}
        className="size-[42px] rounded-full object-cover ring-2 ring-white/10"
      />
      <span className="truncate">@{handle}</span>
    </Link>
  );
}
