import { CircleCheck, CloudDownload, X } from "lucide-react";
import { OFFLINE_MESSAGES as M } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { useSession } from "../../../lib/api/session";
import { toast } from "../../../lib/toast";
import { useOfflineCapable } from "../../../lib/use-offline-capable";
import { KeepFailed } from "../keep-guide";
import { keepByChoice, removeCopy, useKeptGuide } from "../kept-guides";

const FAILURES = { unreachable: M.keepFailed, "disk-full": M.diskFull } as const;

function keep(guideId: string, owner: string | null) {
  keepByChoice(guideId, owner).catch((error: unknown) => {
    const text = FAILURES[error instanceof KeepFailed ? error.reason : "unreachable"];
    toast.error(text, { id: text });
  });
}

export function removeOfflineCopy(guideId: string) {
  void removeCopy(guideId).then(() => toast.success(M.removed, { id: M.removed }));
}

/**
 * A guide page's offline control (docs/product.md §2 Offline): "Keep offline" for anyone, progress while the
 * guide is kept, then "Available offline", with "Remove from this device".
 */
export function KeepOfflineButton({ guideId }: { guideId: string }) {
  // Without a service worker nothing kept could be read: no button, and no IndexedDB opened for it.
  return useOfflineCapable() ? <OfflineControl guideId={guideId} /> : null;
}

function OfflineControl({ guideId }: { guideId: string }) {
  const status = useKeptGuide(guideId);
  const owner = useSession().user?.id ?? null;
  if (status.state === "keeping") {
    return (
      <p role="status" className="inline-flex h-9 items-center gap-2 text-sm text-white/80">
        <CloudDownload aria-hidden className="size-4 animate-pulse" />
        {M.keeping(status.percent)}
      </p>
    );
  }
  if (status.state === "kept") {
    return (
      <div className="inline-flex h-9 items-center gap-1">
        <p role="status" className="inline-flex items-center gap-1.5 text-sm text-emerald-300">
          <CircleCheck aria-hidden className="size-4" />
          {M.kept}
        </p>
        <button
          type="button"
          className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm text-white/85 hover:bg-surface-raised hover:text-white focus-visible:outline-2 focus-visible:outline-accent"
          onClick={() => removeOfflineCopy(guideId)}
        >
          <X aria-hidden className="size-4" />
          {M.remove}
        </button>
      </div>
    );
  }
  return (
    <Button variant="secondary" className="w-fit" onClick={() => keep(guideId, owner)}>
      <CloudDownload aria-hidden className="size-4" />
      {M.keep}
    </Button>
  );
}
