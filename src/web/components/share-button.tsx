import { Share2 } from "lucide-react";
import { MESSAGES } from "../../shared/messages";
import { toast } from "../lib/toast";
import { Button } from "./ui/button";

type ShareButtonProps = {
  /** The page's document title. */
  title: string;
  /** The page's own path, so the link carries no query or hash the visitor happened to have. */
  path: string;
  /** Where the button shares a row with others on a phone: the icon alone, "Share" still its accessible name. */
  iconOnlyOnPhones?: boolean;
};

/** The system share sheet where the browser has one, else the link copied to the clipboard. */
export function ShareButton({ title, path, iconOnlyOnPhones = false }: ShareButtonProps) {
  const onClick = async () => {
    const url = `${window.location.origin}${path}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet rejects with AbortError: the visitor changed their mind, nothing failed.
        if (!(error instanceof DOMException && error.name === "AbortError")) copyLink(url);
      }
      return;
    }
    copyLink(url);
  };

  return (
    <Button variant="secondary" onClick={onClick} className={iconOnlyOnPhones ? "max-sm:px-2.5" : ""}>
      <Share2 aria-hidden className="size-4" />
      <span className={iconOnlyOnPhones ? "max-sm:sr-only" : ""}>{MESSAGES.share.button}</span>
    </Button>
  );
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(MESSAGES.share.linkCopied, { id: MESSAGES.share.linkCopied });
  } catch {
    toast.error(MESSAGES.share.copyFailed, { id: MESSAGES.share.copyFailed });
  }
}
