import { Eye } from "lucide-react";
import { Link } from "react-router";
import type { GuideCard } from "../../../../shared/schemas";
import { iconButtonClass } from "../../../components/ui/button";
import { paths } from "../../../lib/paths";

/** The eye icon of guide tables that opens the guide. */
export function ViewGuideLink({ guide }: { guide: Pick<GuideCard, "id" | "name" | "location"> }) {
  return (
    <Link
      to={paths.guide(guide.location, guide.id)}
      className={iconButtonClass}
      aria-label={`View ${guide.name}`}
    >
      <Eye aria-hidden className="size-4" />
    </Link>
  );
}
