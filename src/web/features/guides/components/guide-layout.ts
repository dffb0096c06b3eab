/**
 * A guide's page and its category pages: the list is the page; the map sits beside it on wide screens, after the
 * list on phones, where the header's Map jumps to it (the first screen shows places, not a map: issue 46). Their
 * skeleton uses the same grid, so nothing moves when the guide arrives.
 */
export const GUIDE_LAYOUT =
  "mx-auto grid w-full max-w-[469px] grid-cols-[minmax(0,1fr)] print:max-w-none [grid-template-areas:'header'_'list'_'map'] lg:max-w-none lg:grid-cols-[469px_minmax(0,1fr)] lg:[grid-template-areas:'header_map'_'list_map']";

/** The map area's id, which the header's Map (on phones) leads to. */
export const GUIDE_MAP_ID = "guide-map";

export const GUIDE_MAP_AREA = "[grid-area:map] lg:sticky lg:top-6 lg:h-[calc(100dvh-3rem)] lg:self-start";
