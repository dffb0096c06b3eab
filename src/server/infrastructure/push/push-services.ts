/**
 * The push services of the browsers (Chrome's FCM, Firefox's autopush, Safari's, Edge's WNS): a subscription must
 * name one of them, or an origin the owner listed (PUSH_SERVICE_ORIGINS), so that the server never posts to an
 * address a member made up (an internal service, say).
 */
const BROWSER_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(web\.push|[a-z0-9-]+\.push)\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

export function isPushServiceAllowed(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === "https:" && url.port === "" && BROWSER_PUSH_HOSTS.some((host) => host.test(url.hostname))
  );
}
