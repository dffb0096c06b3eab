import { parentPort, workerData } from "node:worker_threads";
import type { FromRenderer, ToRenderer } from "../shared/render-messages";
import { renderPage } from "./server-render";

/**
 * The thread the server draws visitors' pages on (docs/decisions/039): React's rendering is work without a
 * pause, and on the server's own thread every API request waited behind it. The data still comes from the
 * server's thread, which answers each read through its own request handling.
 */
const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread of the server");
const { mediaBase } = workerData as { mediaBase: string | undefined };

const reads = new Map<number, (answer: Response) => void>();
let lastRead = 0;
const send = (message: FromRenderer) => port.postMessage(message);

const readApi: typeof fetch = (input) =>
  new Promise((resolve) => {
    lastRead += 1;
    reads.set(lastRead, resolve);
    send({ kind: "read", id: lastRead, url: String(input) });
  });

port.on("message", (message: ToRenderer) => {
  if (message.kind === "answer") {
    const resolve = reads.get(message.id);
    reads.delete(message.id);
    resolve?.(
      new Response(message.body, {
        status: message.status,
        headers: { "content-type": message.contentType },
      }),
    );
    return;
  }
  renderPage(message.url, { readApi, mediaBase }).then(
    (page) => send({ kind: "rendered", id: message.id, page }),
    (error: unknown) =>
      send({
        kind: "failed",
        id: message.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
