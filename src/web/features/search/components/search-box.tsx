import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { SEARCH } from "../../../../shared/limits";
import { MESSAGES } from "../../../../shared/messages";
import { paths } from "../../../lib/paths";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { isSearchable, useSearch } from "../api/search";
import { type SearchOption, searchOptions } from "./search-options";
import { SuggestionList } from "./suggestion-list";

type SearchBoxProps = {
  autoFocus?: boolean;
  /** After it led somewhere (the mobile panel closes then). */
  onNavigate?: () => void;
  /** Escape with the suggestions already closed. */
  onDismiss?: () => void;
};

/**
 * The navigation's search: an ARIA 1.2 combobox whose listbox suggests a few results per group while typing.
 * Focus stays in the input; arrow keys move the active option, Enter opens it (or the results page when none is
 * active), Escape closes the suggestions (docs/product.md §2 Search).
 */
export function SearchBox({ autoFocus = false, onNavigate, onDismiss }: SearchBoxProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get("q") ?? "");
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const optionId = (option: SearchOption) => `${listboxId}-${option.key}`;

  const q = useDebouncedValue(text.trim(), SEARCH.debounceMs);
  const search = useSearch(q, SEARCH.suggestionsPerGroup);
  const seeAll: SearchOption = {
    key: "see-all",
    group: "places",
    label: MESSAGES.search.seeAll(text.trim()),
    detail: "",
    to: `${paths.search(text.trim())}`,
    image: { color: "transparent" },
  };
  const found = isSearchable(q) && search.data ? searchOptions(search.data) : [];
  const options = isSearchable(text) ? [...found, seeAll] : [];
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const active = options[activeIndex];
  const expanded = open && text.trim().length > 0;

  // Text typed into a server-drawn page's box before the app started: React keeps it on the screen but not in its
  // state, where suggestions and Enter read it from (docs/decisions/036).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app takes over the drawn box
  useEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === text) return;
    setText(input.value);
    if (document.activeElement === input) setOpen(true);
  }, []);

  useEffect(() => {
    if (activeKey) document.getElementById(`${listboxId}-${activeKey}`)?.scrollIntoView({ block: "nearest" });
  }, [activeKey, listboxId]);

  function go(to: string) {
    setOpen(false);
    setActiveKey(null);
    navigate(to);
    onNavigate?.();
  }

  function move(step: 1 | -1) {
    setOpen(true);
    if (options.length === 0) return;
    const from = activeIndex === -1 ? (step === 1 ? -1 : options.length) : activeIndex;
    const next = options[(from + step + options.length) % options.length];
    setActiveKey(next?.key ?? null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (expanded && active) go(active.to);
      else if (isSearchable(text)) go(paths.search(text.trim()));
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActiveKey(null);
      } else onDismiss?.();
    }
  }

  return (
    // A plain form to the results page, so that Enter searches before the app has started (or without it).
    <form
      action="/search"
      method="get"
      onSubmit={(event) => event.preventDefault()}
      className="relative w-full"
    >
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input
        ref={inputRef}
        type="text"
        name="q"
        role="combobox"
        aria-label={MESSAGES.search.label}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active ? optionId(active) : undefined}
        // biome-ignore lint/a11y/noAutofocus: the mobile panel opens for typing, on the user's tap
        autoFocus={autoFocus}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH.queryMaxLength}
        placeholder={MESSAGES.search.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveKey(null);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded-lg border border-border bg-surface py-2 pr-3 pl-9 text-sm text-white placeholder:text-muted focus:outline-2 focus:outline-accent"
      />
      <SuggestionList
        id={listboxId}
        expanded={expanded}
        text={text.trim()}
        options={options}
        activeKey={activeKey}
        optionId={optionId}
        keptOnly={Boolean(search.data?.keptOnly)}
        state={
          !isSearchable(text)
            ? "too-short"
            : search.isError
              ? "error"
              : search.isPending || search.isPlaceholderData || q !== text.trim()
                ? "loading"
                : found.length === 0
                  ? "empty"
                  : "done"
        }
        onPick={(option) => go(option.to)}
      />
    </form>
  );
}
