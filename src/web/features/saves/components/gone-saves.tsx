import { CircleOff } from "lucide-react";
import { Link } from "react-router";
import type { GoneGuide } from "../../../../shared/gone-guide";
import { SAVE_MESSAGES } from "../../../../shared/messages";
import { Button, textLinkClass } from "../../../components/ui/button";
import { useToggleGuideSave } from "../../../lib/api/toggle-save";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";

/**
 * Saved guides that were unpublished or deleted since (docs/product.md §4 Gone guides): marked so, each leading
 * to its address (which says so) and removable. Nothing of the guide is shown: it is no longer public.
 */
export function GoneSaves({ gone }: { gone: GoneGuide[] }) {
  const toggle = useToggleGuideSave();
  if (gone.length === 0) return null;
  const remove = (item: GoneGuide) =>
    toggle.mutate(
      { id: item.id, save: false, label: SAVE_MESSAGES.goneItem(item.city.name) },
      {
        onSuccess: () => toast.success(SAVE_MESSAGES.guideRemoved),
        onError: () => toast.error(SAVE_MESSAGES.guideRemoveFailed),
      },
    );
  return (
    <section aria-labelledby="saved-gone" className="flex flex-col gap-3">
      <h2 id="saved-gone" className="text-lg font-semibold">
        {SAVE_MESSAGES.goneHeading}
      </h2>
      <ul className="row-grid">
        {gone.map((item) => (
          <li
            key={item.id}
            className="flex items-center gap-3 rounded-xl bg-surface px-4 py-3 ring-1 ring-white/5"
          >
            <CircleOff aria-hidden className="size-5 shrink-0 text-muted" />
            <Link to={paths.guide(item.city.slug, item.id)} className={`min-w-0 flex-1 ${textLinkClass}`}>
              {SAVE_MESSAGES.goneItem(item.city.name)}
            </Link>
            <Button
              variant="ghost"
              aria-label={`${SAVE_MESSAGES.goneRemove}: ${SAVE_MESSAGES.goneItem(item.city.name)}`}
              disabled={toggle.isPending}
              onClick={() => remove(item)}
            >
              {SAVE_MESSAGES.goneRemove}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
