/**
 * The id of the element holding the data a server-rendered page was drawn from (TanStack Query's dehydrated
 * cache): the app starts from it instead of asking the server again (docs/decisions/025).
 */
export const SERVER_STATE_ID = "server-state";
