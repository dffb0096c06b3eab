/**
 * Marks an API answer the service worker gave from what is kept because the site did not answer: the page then
 * knows it is offline although the request succeeded (docs/decisions/050). Apart from kept-cache.ts, which only the
 * offline code loads, so that the API client in every page's first script does not pull it in.
 */
export const KEPT_ANSWER_HEADER = "x-cityguides-kept";
