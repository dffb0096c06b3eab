import { Search, X } from "lucide-react";
import { useState } from "react";
import { MESSAGES } from "../../../../shared/messages";
import { iconButtonClass } from "../../../components/ui/button";
import { SearchBox } from "./search-box";

/** Below 768 px the top bar has no room for the box: an icon opens it in a panel over the bar. */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  if (!open)
    return (
      <button
        type="button"
        aria-label={MESSAGES.search.open}
        onClick={() => setOpen(true)}
        className={iconButtonClass}
      >
        <Search aria-hidden className="size-5" />
      </button>
    );
  return (
    <div className="fixed inset-x-0 top-0 z-40 flex h-14 items-center gap-2 border-b border-border bg-background px-3">
      <SearchBox autoFocus onNavigate={close} onDismiss={close} />
      <button type="button" aria-label={MESSAGES.search.close} onClick={close} className={iconButtonClass}>
        <X aria-hidden className="size-5" />
      </button>
    </div>
  );
}
