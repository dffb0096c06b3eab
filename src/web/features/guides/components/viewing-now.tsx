import { Eye } from "lucide-react";
import { GUIDE_LIVE_MESSAGES } from "../../../../shared/guide-members";
import type { GuideDetail } from "../../../../shared/schemas";

/** Who else has the guide open now, by first name, for its members (docs/decisions/057). */
export function ViewingNow({ guide, viewers, me }: { guide: GuideDetail; viewers: string[]; me: string }) {
  const people = [guide.creator, ...guide.members];
  const names = viewers
    .filter((id) => id !== me)
    .map((id) => people.find((person) => person.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  return (
    <p aria-live="polite" className="flex min-h-5 items-center gap-1.5 text-sm text-muted print:hidden">
      {names.length > 0 && (
        <>
          <Eye aria-hidden className="size-4" />
          {GUIDE_LIVE_MESSAGES.viewingNow(names)}
        </>
      )}
    </p>
  );
}
