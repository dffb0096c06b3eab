import { UserX } from "lucide-react";
import { Link } from "react-router";
import { GUIDE_LIVE_MESSAGES } from "../../../../shared/guide-members";
import { MESSAGES } from "../../../../shared/messages";
import { buttonClass } from "../../../components/ui/button";
import { paths } from "../../../lib/paths";

/** What a member's open page turns into when they are removed from the guide (docs/decisions/057). */
export function GuideAccessLost() {
  return (
    <section
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl bg-surface px-6 py-8 text-center ring-1 ring-white/5"
    >
      <UserX aria-hidden className="size-8 text-muted" />
      <h1 className="text-2xl font-semibold">{GUIDE_LIVE_MESSAGES.accessLost}</h1>
      <p className="text-muted">{GUIDE_LIVE_MESSAGES.accessLostText}</p>
      <Link to={paths.home()} className={buttonClass("primary")}>
        {MESSAGES.notFound.returnHome}
      </Link>
    </section>
  );
}
