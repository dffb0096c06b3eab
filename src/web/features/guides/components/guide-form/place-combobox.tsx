import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { PICKER_MESSAGES } from "../../../../../shared/messages";
import { OfferedOptions, type OfferedPlace } from "./offered-options";
import { PastedLinkHint } from "./pasted-link-hint";
import { type LinkedPlace, matching, placesNear, readPastedLink } from "./picker-search";

type PlaceComboboxProps = {
  categoryTitle: string;
  /** The category's places in the chosen city; undefined while they load. */
  offered: OfferedPlace[] | undefined;
  pickedIds: Set<string>;
  cityName: string | null;
  /** The category holds its maximum: the input keeps focus but offers nothing (docs/product.md §2). */
  full: boolean;
  cityHasPlaces: boolean;
  isAdmin: boolean;
  onPick: (place: OfferedPlace) => void;
  /** 'Add it as a new place' under a pasted link that finds no listed place. */
  onAddFromLink: (place: LinkedPlace) => void;
};

/**
 * A category's 'Add places': an ARIA 1.2 combobox whose listbox opens below it, in the page's flow, so the
 * chosen places above stay in sight. Typing narrows the list; arrow keys move the active option (wrapping round),
 * Enter picks it, Escape closes the list; focus stays in the input throughout, and the list stays open for the
 * next pick until the category is full. A pasted map link offers instead the places listed near its point, or
 * adding its place when none is.
 */
export function PlaceCombobox({
  categoryTitle,
  offered,
  pickedIds,
  cityName,
  full,
  cityHasPlaces,
  isAdmin,
  onPick,
  onAddFromLink,
}: PlaceComboboxProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [activeId, setActiveId] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const hintId = `${baseId}-link-hint`;
  const optionId = (placeId: string) => `${baseId}-option-${placeId}`;
  const disabled = !cityName;
  const link = full ? null : readPastedLink(text);
  const nearby = link?.ok && offered ? placesNear(offered, link) : undefined;
  const options = link ? (nearby ?? []) : offered ? matching(offered, text) : [];
  // A link that finds nothing has no list to show: what it gave is the line under the input.
  const listless = link !== null && (!link.ok || nearby?.length === 0);
  const expanded = open && !disabled && !full && !listless;
  const active = options.find((place) => place.id === activeId);

  useEffect(() => {
    if (expanded && activeId)
      document.getElementById(`${baseId}-option-${activeId}`)?.scrollIntoView({ block: "nearest" });
  }, [expanded, activeId, baseId]);

  function pick(place: OfferedPlace) {
    if (pickedIds.has(place.id)) return;
    onPick(place);
    setActiveId(place.id);
    setText("");
    inputRef.current?.focus();
  }

  function addFromLink(place: LinkedPlace) {
    // The link's name and point go on in the dialog; closing it brings focus back here, ready for the next one.
    inputRef.current?.focus();
    setText("");
    onAddFromLink(place);
  }

  function move(step: 1 | -1) {
    setOpen(true);
    if (options.length === 0) return;
    const index = options.findIndex((place) => place.id === activeId);
    const from = index === -1 ? (step === 1 ? -1 : options.length) : index;
    setActiveId(options[(from + step + options.length) % options.length]?.id ?? null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      // Never sends the guide form around it.
      event.preventDefault();
      if (!expanded) setOpen(true);
      else if (active) pick(active);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (full) return;
      if (event.altKey) setOpen(true);
      else move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else if (text) setText("");
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="w-fit text-sm font-medium">
        {PICKER_MESSAGES.label}
        <span className="sr-only"> to {categoryTitle}</span>
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active ? optionId(active.id) : undefined}
          aria-disabled={full || undefined}
          aria-describedby={hintId}
          disabled={disabled}
          readOnly={full}
          autoComplete="off"
          spellCheck={false}
          placeholder={PICKER_MESSAGES.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveId(null);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="w-full rounded-lg border border-border bg-surface-raised py-2 pr-10 pl-3 text-sm text-white placeholder:text-muted focus:outline-2 focus:outline-accent disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        />
        <button
          type="button"
          // Like the listbox's options, it never takes focus from the input (the ARIA combobox pattern).
          tabIndex={-1}
          aria-label={`Show ${categoryTitle} places`}
          aria-expanded={expanded}
          aria-controls={listboxId}
          disabled={disabled || full}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            inputRef.current?.focus();
            setOpen(!expanded);
          }}
          className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:bg-white/10 disabled:cursor-not-allowed"
        >
          <ChevronDown
            aria-hidden
            className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`}
          />
        </button>
      </div>
      <PastedLinkHint id={hintId} link={link} nearby={nearby} onAdd={addFromLink} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: keeps focus in the input while the list is clicked or its scrollbar dragged */}
      <div
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
        className="rounded-xl border border-border bg-background p-1"
      >
        <OfferedOptions
          expanded={expanded}
          listboxId={listboxId}
          label={`${categoryTitle} in ${cityName}`}
          categoryTitle={categoryTitle}
          cityName={cityName}
          offered={offered}
          options={options}
          text={text.trim()}
          pickedIds={pickedIds}
          activeId={activeId}
          optionId={optionId}
          cityHasPlaces={cityHasPlaces}
          isAdmin={isAdmin}
          onPick={pick}
        />
      </div>
    </div>
  );
}
