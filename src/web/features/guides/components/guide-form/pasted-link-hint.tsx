import { MapPinPlus } from "lucide-react";
import { IMPORT_MESSAGES } from "../../../../../shared/imports";
import { Button } from "../../../../components/ui/button";
import type { OfferedPlace } from "./offered-options";
import type { LinkedPlace, PastedLink } from "./picker-search";

type PastedLinkHintProps = {
  /** The line's id, which describes the combobox's input. */
  id: string;
  link: PastedLink | null;
  /** The offered places near the link's point; undefined while the places load. */
  nearby: OfferedPlace[] | undefined;
  onAdd: (place: LinkedPlace) => void;
};

/** What a pasted map link gives, as a line under the picker's input. */
function pastedLinkMessage(link: PastedLink | null, nearby: OfferedPlace[] | undefined): string {
  if (!link) return "";
  if (!link.ok) return link.message;
  if (!nearby) return "";
  return nearby.length > 0 ? IMPORT_MESSAGES.pastedLinkFound : IMPORT_MESSAGES.pastedLinkNoneNear;
}

/**
 * The line under the picker's input that says what a pasted map link gave (the places found near it, none, or
 * why it gives no point), and 'Add it as a new place' when nothing is listed there. The line stays in the page,
 * empty, so that screen readers hear each new message; the button is in the tab order after the input, outside
 * the list, which closes when the input loses focus.
 */
export function PastedLinkHint({ id, link, nearby, onAdd }: PastedLinkHintProps) {
  const message = pastedLinkMessage(link, nearby);
  return (
    <>
      <p
        id={id}
        role="status"
        className={`text-sm empty:sr-only ${link && !link.ok ? "text-red-400" : "text-muted"}`}
      >
        {message}
      </p>
      {link?.ok && nearby?.length === 0 && (
        <Button
          variant="secondary"
          className="w-fit"
          onClick={() => onAdd({ name: link.name ?? "", ...link.point })}
        >
          <MapPinPlus aria-hidden className="size-4" />
          {IMPORT_MESSAGES.addFromLink}
        </Button>
      )}
    </>
  );
}
