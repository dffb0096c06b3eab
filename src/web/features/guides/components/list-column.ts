/** The column guide lists sit in, cards 469 px wide (docs/product.md §9); what heads a list shares it. */
export const LIST_COLUMN = "mx-auto w-full max-w-[469px]";
