import { Users, X } from "lucide-react";
import { Link } from "react-router";
import { OFFLINE_MESSAGES as M } from "../../../../shared/messages";
import { OFFLINE_EDIT_MESSAGES } from "../../../../shared/offline-edit-messages";
import { iconButtonClass } from "../../../components/ui/button";
import { useKeptGuides } from "../kept-guides";
import { readableSize } from "../readable-size";
import { removeOfflineCopy } from "./keep-offline-button";

/**
 * The Saved page's account of what the device keeps, at its top (docs/product.md §2 Offline): how many guides
 * and how much room they take, each with its "Remove from this device".
 */
export function KeptOnDevice() {
  const guides = useKeptGuides();
  const bytes = guides.reduce((total, guide) => total + guide.bytes, 0);
  return (
    <section aria-labelledby="kept-on-device" className="flex flex-col gap-3 md:max-w-(--card-width)">
      <h2 id="kept-on-device" className="text-lg font-semibold">
        {M.onDevice}
      </h2>
      {guides.length === 0 ? (
        <p className="text-sm text-muted">{M.onDeviceEmpty}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{M.onDeviceSummary(guides.length, readableSize(bytes))}</p>
          <ul className="flex flex-col divide-y divide-border rounded-xl bg-surface ring-1 ring-white/5">
            {guides.map((guide) => (
              <li key={guide.guideId} className="flex items-center gap-3 py-1 pr-1 pl-3">
                <Link
                  to={guide.path}
                  title={guide.name}
                  className="min-w-0 flex-1 truncate font-medium underline decoration-white/30 underline-offset-2 hover:decoration-white"
                >
                  {guide.name}
                </Link>
                {guide.reasons.includes("shared") && (
                  <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted">
                    <Users aria-hidden className="size-4" />
                    {OFFLINE_EDIT_MESSAGES.sharedWithYou}
                  </span>
                )}
                <span className="shrink-0 text-sm text-muted">{readableSize(guide.bytes)}</span>
                <button
                  type="button"
                  aria-label={M.removeOf(guide.name)}
                  title={M.remove}
                  className={iconButtonClass}
                  onClick={() => removeOfflineCopy(guide.guideId)}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
