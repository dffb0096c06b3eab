import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { announceToggle } from "../../components/bookmark-button";
import { useToggleGuideSave, useTogglePlaceBookmark } from "../../lib/api/toggle-save";
import { type CarriedIntent, INTENT_PARAM, takeArmedIntent } from "../../lib/carried-intent";

/**
 * Does, once signed in, what a visitor asked for before signing in (lib/carried-intent.ts), says so as the
 * button itself would, and takes the intent out of the address so that a reload or Back does not do it again.
 * An intent this tab did not carry through signing in (a link someone sent) is only taken out.
 * Saving is idempotent: a guide saved meanwhile on another device answers "already saved".
 */
export default function CarryOutIntent({ intent, raw }: { intent: CarriedIntent; raw: string }) {
  const [, setParams] = useSearchParams();
  const saveGuide = useToggleGuideSave();
  const bookmarkPlace = useTogglePlaceBookmark();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    setParams(
      (params) => {
        params.delete(INTENT_PARAM);
        return params;
      },
      { replace: true },
    );
    if (!takeArmedIntent(raw)) return;
    const toggle = intent.kind === "guide" ? saveGuide : bookmarkPlace;
    void announceToggle(intent.kind, true, toggle.mutateAsync({ id: intent.id, save: true, label: "" }));
  }, [intent, raw, setParams, saveGuide, bookmarkPlace]);
  return null;
}
