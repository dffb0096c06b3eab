import { DEFAULT_AVATAR_URL } from "../../../../shared/media";
import type { GuideDetail } from "../../../../shared/schemas";
import { StoredImage } from "../../../components/ui/image";

/** Avatars shown before '+N'. */
const SHOWN = 4;

const ROLE_NAMES = { owner: "owner", editor: "editor", viewer: "viewer" } as const;

/** The people who make the guide: its owner then its members, the first four as avatars and the rest as '+N'. */
export function MembersStrip({ guide }: { guide: GuideDetail }) {
  if (guide.members.length === 0) return null;
  const people = [
    { ...guide.creator, role: "owner" as const },
    ...guide.members.map((member) => ({ ...member })),
  ];
  const rest = people.length - SHOWN;
  return (
    <ul aria-label="Made by" className="flex items-center">
      {people.slice(0, SHOWN).map((person) => (
        <li key={person.id} className="-ml-2 first:ml-0">
          <StoredImage
            storageKey={person.avatar}
            variant="thumb"
            fallbackSrc={DEFAULT_AVATAR_URL}
            alt={`${person.username} (${ROLE_NAMES[person.role]})`}
            title={`${person.username} (${ROLE_NAMES[person.role]})`}
            width={32}
            height={32}
            className="size-8 rounded-full object-cover ring-2 ring-black/60"
          />
        </li>
      ))}
      {rest > 0 && (
        <li className="-ml-2 flex size-8 items-center justify-center rounded-full bg-surface-raised text-xs font-semibold ring-2 ring-black/60">
          <span aria-hidden>+{rest}</span>
          <span className="sr-only">and {rest} more</span>
        </li>
      )}
    </ul>
  );
}
