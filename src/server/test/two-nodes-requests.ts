import { request } from "node:http";
import type { EventStream } from "./event-stream";

/* What the two-node test (src/server/two-nodes.test.ts) sends and waits for beyond fetch. */

/** A JSON POST sent from a given loopback address (fetch cannot choose one); resolves with the status. */
export function postFrom(localAddress: string, url: string, body: object, headers: Record<string, string>) {
  return new Promise<number | undefined>((resolve, reject) => {
    const req = request(url, {
      method: "POST",
      localAddress,
      headers: { ...headers, "content-type": "application/json" },
    });
    req.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

/** When the next `cities` event arrives on the stream (performance.now()), or a failure after 5 s. */
export function nextCitiesEvent(stream: EventStream): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error("No cities event within 5 s")), 5_000);
    const onData = (chunk: string) => {
      text += chunk;
      if (!text.includes('event: cities\ndata: {"operation":"UPDATE"}')) return;
      clearTimeout(timer);
      stream.response.off("data", onData);
      resolve(performance.now());
    };
    stream.response.on("data", onData);
  });
}
