/**
 * A guide's page and its category pages: the list is the page; the map sits beside it on wide screens, between
 * the header and the list on phones. Their skeleton uses the same grid, so nothing moves when the guide arrives.
 */
export const GUIDE_LAYOUT =
  "mx-auto grid w-full max-w-[469px] grid-cols-[minmax(0,1fr)] print:max-w-none [grid-template-areas:'header'_'map'_'list'] lg:max-w-none lg:grid-cols-[469px_minmax(0,1fr)] lg:[grid-template-areas:'header_map'_'list_map']";

export const GUIDE_MAP_AREA = "[grid-area:map] lg:sticky lg:top-6 lg:h-[calc(100dvh-3rem)] lg:self-start";
