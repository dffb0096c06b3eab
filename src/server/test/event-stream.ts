import { type IncomingMessage, request } from "node:http";

/** An open SSE connection to GET /api/realtime that collects what the server sends. */
export type EventStream = { response: IncomingMessage; received: () => string; close: () => void };

/**
 * `localAddress` (another loopback address, e.g. 127.0.0.2) makes the stream come from another client; `headers`
 * are sent too (a session cookie).
 */
export function openEventStream(
  port: number,
  localAddress?: string,
  headers: Record<string, string> = {},
  path = "/api/realtime",
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: "127.0.0.1",
      localAddress,
      port,
      path,
      headers: { ...headers, accept: "text/event-stream" },
    });
    req.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      // close() destroys the request, which aborts the response: expected, not a failure.
      response.on("error", () => {});
      resolve({ response, received: () => text, close: () => req.destroy() });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Resolves once `check` holds, polling; fails after `ms`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 5_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}
