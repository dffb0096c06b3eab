import type { VapidKeys } from "./vapid-keys";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** What the service worker shows (src/web/sw.ts): a title, a line of text and the page a click opens. */
export type PushMessage = { title: string; body: string; url: string };
/** The push service's answer: `gone` when it no longer knows the subscription (404 or 410), so it is dropped. */
export type PushOutcome = { status: number; gone: boolean };

export type PushSender = {
  readonly publicKey: string;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
};

/** How long a push service keeps a message for a device that is off: a day, after which it is stale news. */
const TIME_TO_LIVE_S = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm payload (RFC 8291): the `web-push` package
 * encrypts and signs, and the request goes out through fetch, which (unlike the package's own sender, https
 * only) also reaches a push service on plain http, as the tests' local one is.
 */
export function createPushSender(options: { keys: VapidKeys; subject: string }): PushSender {
  // Loaded with the first push: most starts send none.
  let library: Promise<typeof import("web-push")> | undefined;
  return {
    publicKey: options.keys.publicKey,
    async send(target, message) {
      library ??= import("web-push").then(
        (loaded) => (loaded as unknown as { default?: typeof loaded }).default ?? loaded,
      );
      const details = (await library).generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: options.subject, ...options.keys },
          TTL: TIME_TO_LIVE_S,
          contentEncoding: "aes128gcm",
        },
      );
      // fetch measures the body itself.
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== "content-length")
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(details.endpoint, {
        method: "POST",
        headers,
        body: details.body ? new Uint8Array(details.body) : undefined,
        redirect: "error",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      return { status: response.status, gone: response.status === 404 || response.status === 410 };
    },
  };
}
