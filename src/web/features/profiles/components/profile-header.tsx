import { DEFAULT_AVATAR_URL } from "../../../../shared/media";
import type { Profile } from "../../../../shared/schemas";
import { StoredImage } from "../../../components/ui/image";

export function ProfileHeader({ profile }: { profile: Profile }) {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  return (
    <div className="flex items-center gap-4">
      <StoredImage
        storageKey={profile.avatar}
        variant="thumb"
        fallbackSrc={DEFAULT_AVATAR_URL}
        alt={`@${profile.username}'s avatar`}
        width={96}
        height={96}
        className="size-24 rounded-full object-cover ring-2 ring-white/10"
      />
      <div>
        <h1 className="text-2xl font-bold">{fullName}</h1>
        <p className="text-muted">@{profile.username}</p>
      </div>
    </div>
  );
}
