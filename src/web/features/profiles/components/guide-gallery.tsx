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
            <GuideCard guide={guide} />
          </div>
          {isOwner && <GuideActions guide={guide} labelled />}
        </li>
      ))}
    </ul>
  );
}
