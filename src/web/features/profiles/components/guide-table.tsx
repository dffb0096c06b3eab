import { ShieldAlert } from "lucide-react";
import { GUIDE_MESSAGES } from "../../../../shared/messages";
import type { DraftCard, GuideCard } from "../../../../shared/schemas";
import { GuideActions } from "./guide-actions";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium" });

export const GUIDE_TABLE = "@container w-full max-w-[900px] overflow-x-auto rounded-xl ring-1 ring-white/5";
export const TABLE_CELL = "px-4 py-3";
// In a table narrower than 512 px (a phone, or one card column) Location and Created At fold under the title, so
// the actions stay on screen without scrolling sideways.
export const WIDE_ONLY = "hidden @lg:table-cell";
export const ACTIONS_CELL = "py-2 pr-2 pl-0 @lg:px-4";

export function GuideTableHead() {
  return (
    <thead className="bg-surface text-muted">
      <tr>
        <th className={`${TABLE_CELL} font-medium`}>Title</th>
        <th className={`${WIDE_ONLY} ${TABLE_CELL} font-medium`}>Location</th>
        <th className={`${WIDE_ONLY} ${TABLE_CELL} font-medium`}>Created At</th>
        <th className={`${TABLE_CELL} text-right font-medium`}>Actions</th>
      </tr>
    </thead>
  );
}

/**
 * The owner's guides as a table with view, edit and delete (docs/product.md §2 Profile); a draft an admin
 * unpublished says why under its name (§4 Moderation).
 */
export function GuideTable({ guides }: { guides: Array<GuideCard | DraftCard> }) {
  return (
    <div className={GUIDE_TABLE}>
      <table className="w-full text-left text-sm">
        <GuideTableHead />
        <tbody>
          {guides.map((guide) => {
            const created = dateFormat.format(new Date(guide.createdAt));
            return (
              <tr key={guide.id} className="border-t border-border">
                <td className={TABLE_CELL}>
                  <span className="font-medium">{guide.name}</span>
                  <span className="block text-xs text-muted @lg:hidden">
                    {guide.location} · {created}
                  </span>
                  {"moderationReason" in guide && guide.moderationReason && (
                    <span className="mt-1.5 flex items-start gap-1.5 text-xs text-red-200">
                      <ShieldAlert aria-hidden className="mt-px size-3.5 shrink-0" />
                      {GUIDE_MESSAGES.moderatedDraft(guide.moderationReason)}
                    </span>
                  )}
                </td>
                <td className={`${WIDE_ONLY} ${TABLE_CELL}`}>{guide.location}</td>
                <td className={`${WIDE_ONLY} ${TABLE_CELL} text-muted`}>{created}</td>
                <td className={ACTIONS_CELL}>
                  <GuideActions guide={guide} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
