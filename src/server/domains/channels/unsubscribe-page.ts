import { DELIVERY_MESSAGES, TOPIC_LABELS } from "../../../shared/notification-channels";
import { escapeMarkup } from "../../infrastructure/markup";
import type { UnsubscribeScope } from "./unsubscribe-token";

const whatOf = (scope: UnsubscribeScope) =>
  scope === "all" ? DELIVERY_MESSAGES.unsubscribeAllWhat : `"${TOPIC_LABELS[scope]}"`;

/** A page of its own, without the app: a mail's link must work in any browser, signed in or not. */
function page(content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${DELIVERY_MESSAGES.unsubscribeTitle} · Cityguides</title>
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
