import type { ReactNode } from "react";
import { DEFAULT_AVATAR_URL } from "../../../../shared/media";
import type { Profile } from "../../../../shared/schemas";
import { StoredImage } from "../../../components/ui/image";

// The controls go beside the name where the page (not the window) has room: one card column is too narrow.
export const PROFILE_HEAD = "flex flex-col gap-4 @2xl:flex-row @2xl:items-center @2xl:justify-between";

/** Avatar and name first, then `children` (the account's controls): beside the name on wide pages, below on narrow. */
export function ProfileHeader({ profile, children }: { profile: Profile; children?: ReactNode }) {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  return (
    <header className={PROFILE_HEAD}>
      <div className="flex min-w-0 items-center gap-4">
        <StoredImage
          storageKey={profile.avatar}
          variant="thumb"
          fallbackSrc={DEFAULT_AVATAR_URL}
          alt={`@${profile.username}'s avatar`}
          width={96}
          height={96}
          className="size-24 shrink-0 rounded-full object-cover ring-2 ring-white/10"
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{fullName}</h1>
          <p className="truncate text-muted">@{profile.username}</p>
        </div>
      </div>
      {children}
    </header>
  );
}
