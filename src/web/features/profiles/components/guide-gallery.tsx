import { Pencil } from "lucide-react";
import { Link } from "react-router";
import type { GuideCard as GuideCardData } from "../../../../shared/schemas";
import { paths } from "../../../lib/paths";
import { GuideCard } from "../../guides";

/** Guide cards; the owner gets an edit button on each guide that is not a demo guide. */
export function GuideGallery({ guides, isOwner }: { guides: GuideCardData[]; isOwner: boolean }) {
  return (
    <ul className="flex w-full max-w-[469px] flex-col gap-6">
      {guides.map((guide) => (
        <li key={guide.id} className="relative">
          <GuideCard guide={guide} />
          {isOwner && !guide.isDemo && (
            <Link
              to={paths.editGuide(guide.id)}
              aria-label={`Edit ${guide.name}`}
              className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white"
            >
              <Pencil aria-hidden className="size-4" />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
