import { PROFILE_WITH_OTHERS_MESSAGES } from "../../../../shared/guide-members";
import type { GuideCard as GuideCardData } from "../../../../shared/schemas";
import { GuideCard } from "../../../components/guide-card";
import { GuideActions } from "./guide-actions";

/** Guide cards in the card grid; under each of the owner's, its view, edit and delete (docs/product.md §2 Profile). */
export function GuideGallery({ guides, isOwner }: { guides: GuideCardData[]; isOwner: boolean }) {
  return (
    <ul className="card-grid">
      {guides.map((guide) => (
        <li key={guide.id} className="flex flex-col gap-2">
          <div className="flex-1">
            <GuideCard guide={guide} mark={guide.status === "draft" && <DraftMark />} />
          </div>
          {isOwner && <GuideActions guide={guide} labelled />}
        </li>
      ))}
    </ul>
  );
}

/** A draft among guides made with others: only its owner and members see it. */
function DraftMark() {
  return (
    <span className="rounded-full bg-black/80 px-2 py-0.5 text-xs font-medium text-amber-100 ring-1 ring-amber-300/40">
      {PROFILE_WITH_OTHERS_MESSAGES.draftMark}
    </span>
  );
}
