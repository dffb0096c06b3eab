import { CloudCheck } from "lucide-react";
import { OFFLINE_MESSAGES as M } from "../../../../shared/messages";
import { useKeptGuide } from "../kept-guides";

/** On a guide's card: 'Available offline' while the device keeps it (docs/product.md §2 Offline), else nothing. */
export function KeptMark({ guideId }: { guideId: string }) {
  if (useKeptGuide(guideId).state !== "kept") return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-black/80 px-2 py-0.5 text-xs font-medium text-emerald-300 ring-1 ring-emerald-300/40">
      <CloudCheck aria-hidden className="size-3.5" />
      {M.kept}
    </span>
  );
}
