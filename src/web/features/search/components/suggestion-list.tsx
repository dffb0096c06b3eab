import { MESSAGES } from "../../../../shared/messages";
import { OptionPicture } from "./option-picture";
import { GROUP_ORDER, groupTitle, type SearchOption } from "./search-options";

export type SuggestionState = "too-short" | "loading" | "error" | "empty" | "done";

type SuggestionListProps = {
  id: string;
  expanded: boolean;
  text: string;
  /** The found options in group order, then 'See all results'. */
  options: SearchOption[];
  activeKey: string | null;
  optionId: (option: SearchOption) => string;
  state: SuggestionState;
  /** The results came from the guides kept on the device, the site being unreachable. */
  keptOnly: boolean;
  onPick: (option: SearchOption) => void;
};

const STATUS_TEXT: Record<Exclude<SuggestionState, "done">, (text: string) => string> = {
  "too-short": () => MESSAGES.search.prompt,
  loading: () => MESSAGES.search.searching,
  error: () => MESSAGES.search.failed,
  empty: MESSAGES.search.noResults,
};

/** The combobox's popup: a status line, then the listbox of options grouped under their headings. */
export function SuggestionList({
  id,
  expanded,
  text,
  options,
  activeKey,
  optionId,
  state,
  keptOnly,
  onPick,
}: SuggestionListProps) {
  const renderOption = (option: SearchOption) => {
    const isActive = option.key === activeKey;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys; options never take focus
      <div
        key={option.key}
        id={optionId(option)}
        role="option"
        aria-selected={isActive}
        tabIndex={-1}
        // Keeps focus in the input, so the click does not close the list before it lands.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onPick(option)}
        className={`flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 ${
          isActive ? "bg-accent/25 text-white ring-1 ring-accent" : "hover:bg-surface-raised"
        }`}
      >
        {option.key !== "see-all" && <OptionPicture image={option.image} />}
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium">{option.label}</span>
          {option.detail && <span className="truncate text-xs text-muted">{option.detail}</span>}
        </span>
      </div>
    );
  };
  const seeAll = options.find((option) => option.key === "see-all");
  return (
    <div
      hidden={!expanded}
      className="absolute top-full left-0 z-40 mt-2 max-h-[70vh] w-full overflow-y-auto rounded-xl border border-border bg-surface p-2 shadow-2xl md:w-[26rem]"
    >
      <p role="status" className={state === "done" ? "sr-only" : "px-2 py-1.5 text-sm text-muted"}>
        {state === "done" ? "" : STATUS_TEXT[state](text)}
      </p>
      {keptOnly && <p className="px-2 py-1.5 text-xs text-amber-300">{MESSAGES.search.keptOnly}</p>}
      <div id={id} role="listbox" aria-label={MESSAGES.search.label} className="flex flex-col gap-1">
        {GROUP_ORDER.map((group) => {
          const members = options.filter((option) => option.group === group && option.key !== "see-all");
          if (members.length === 0) return null;
          const headingId = `${id}-${group}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox holds options and groups, not a fieldset
            <div key={group} role="group" aria-labelledby={headingId} className="flex flex-col gap-0.5">
              <div
                id={headingId}
                role="presentation"
                className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
              >
                {groupTitle(group)}
              </div>
              {members.map(renderOption)}
            </div>
          );
        })}
        {seeAll && <div className="mt-1 border-t border-border pt-1">{renderOption(seeAll)}</div>}
      </div>
    </div>
  );
}
