import { useId, useState } from "react";
import { GUIDE_VOTE_MESSAGES as M } from "../../../../shared/guide-members";
import type { GuideDetail } from "../../../../shared/schemas";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useShowReactionCounts } from "../api/votes";

/** The owner's switch: each place's 👍 and 👎 counts for everyone who reads the published guide, or members only. */
export function ReactionCountsSwitch({ guide }: { guide: GuideDetail }) {
  const change = useShowReactionCounts(guide.id);
  const hintId = useId();
  // The owner alone changes it: their last choice stands at once (a checkbox must not flick back while the request
  // runs), and is forgotten only when it is refused.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const shown = chosen ?? guide.showReactionCounts;
  return (
    <section aria-labelledby="reactions-heading" className="flex flex-col gap-1">
      <h3 id="reactions-heading" className="font-semibold">
        {M.reactionsHeading}
      </h3>
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-medium">
        {M.showCounts}
        <input
          type="checkbox"
          role="switch"
          checked={shown}
          aria-checked={shown}
          aria-describedby={hintId}
          onChange={(event) => {
            setChosen(event.target.checked);
            change.mutate(event.target.checked, {
              onSuccess: (_, show) => toast.success(show ? M.countsShown : M.countsHidden),
              onError: (error) => {
                setChosen(null);
                toast.error(refusalMessage(error, M.countsFailed) ?? "");
              },
            });
          }}
          className="size-5 shrink-0 accent-accent"
        />
      </label>
      <p id={hintId} className="text-sm text-muted">
        {M.showCountsHint}
      </p>
    </section>
  );
}
