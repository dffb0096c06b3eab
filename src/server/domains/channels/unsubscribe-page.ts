import { createHash } from "node:crypto";
import { DELIVERY_MESSAGES, TOPIC_LABELS } from "../../../shared/notification-channels";
import { escapeMarkup } from "../../infrastructure/markup";
import type { UnsubscribeScope } from "./unsubscribe-token";

const whatOf = (scope: UnsubscribeScope) =>
  scope === "all" ? DELIVERY_MESSAGES.unsubscribeAllWhat : `"${TOPIC_LABELS[scope]}"`;

/** The app's colours and type (src/web/styles.css), in the page: it loads nothing, so it works from any mail. */
const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f1117;color:#fff;\
font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}\
main{box-sizing:border-box;width:min(28rem,100% - 2rem);padding:1.5rem;border:1px solid #343b4c;border-radius:1rem;\
background:#1a1f2c}h1{margin:0 0 .75rem;font-size:1.5rem}p{margin:0 0 1rem;color:#d5d9e2}\
button{min-height:2.75rem;padding:0 1.25rem;border:0;border-radius:.75rem;background:#7c3aed;color:#fff;font:inherit;\
font-weight:600;cursor:pointer}button:focus-visible,a:focus-visible{outline:2px solid #c4b5fd;outline-offset:2px}\
a{color:#c4b5fd}form{margin:0 0 1rem}`;

/** The page's own policy: the app's, plus its one stylesheet by digest (an inline style is otherwise refused). */
export const UNSUBSCRIBE_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash("sha256")
  .update(STYLE)
  .digest("base64")}'; frame-ancestors 'none'`;

/** A page of its own, without the app: a mail's link must work in any browser, signed in or not. */
function page(content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${DELIVERY_MESSAGES.unsubscribeTitle} · Cityguides</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${DELIVERY_MESSAGES.unsubscribeTitle}</h1>
${content}
<p><a href="/">Cityguides</a></p>
</main>
</body>
</html>
`;
}

/** What an unsubscribe link opens: a question and one button, which posts the same link. */
export const confirmationPage = (scope: UnsubscribeScope, action: string) =>
  page(`<p>${escapeMarkup(DELIVERY_MESSAGES.unsubscribeAsk(whatOf(scope)))}</p>
<form method="post" action="${escapeMarkup(action)}">
<button type="submit">${DELIVERY_MESSAGES.unsubscribeButton}</button>
</form>`);

export const unsubscribedPage = (scope: UnsubscribeScope) =>
  page(`<p role="status">${escapeMarkup(DELIVERY_MESSAGES.unsubscribed(whatOf(scope)))}</p>`);

export const invalidLinkPage = () => page(`<p role="alert">${DELIVERY_MESSAGES.unsubscribeInvalid}</p>`);
