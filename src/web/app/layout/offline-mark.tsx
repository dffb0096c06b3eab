import { CloudOff } from "lucide-react";
import { OFFLINE_MESSAGES } from "../../../shared/messages";
import { useOnline } from "../../lib/connection";

/**
 * "Offline" in the header for as long as the site cannot be reached (docs/product.md §2 Offline). The status
 * region stays in the page, empty while online, so screen readers announce the mark as it comes and goes.
 */
export function OfflineMark({
  className = "",
  pillClassName = "",
}: {
  className?: string;
  pillClassName?: string;
}) {
  const online = useOnline();
  return (
    <p role="status" className={className}>
      {!online && (
        <span
          className={`${pillClassName} inline-flex items-center gap-1.5 rounded-full border border-border bg-surface-raised px-2.5 py-1 text-sm font-medium text-white`}
        >
          <CloudOff aria-hidden className="size-4 text-accent" />
          {OFFLINE_MESSAGES.mark}
        </span>
      )}
    </p>
  );
}
