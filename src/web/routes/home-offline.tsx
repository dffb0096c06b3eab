import { OFFLINE_MESSAGES } from "../../shared/messages";
import { LoadError } from "../components/ui/load-error";
import { KeptGuideCards } from "../features/offline";

/**
 * Home while the site cannot be reached (docs/product.md §2 Offline): the guides kept on this device rather than
 * an empty page. Its own chunk, loaded only offline: Home's first script stays as it was (docs/decisions/018).
 */
export default function HomeOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="card-columns flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{OFFLINE_MESSAGES.home}</h1>
      <KeptGuideCards empty={OFFLINE_MESSAGES.onDeviceEmpty} />
      <LoadError text={OFFLINE_MESSAGES.unreachable} onRetry={onRetry} />
    </div>
  );
}
