import { getPriority, setPriority } from "node:os";
import { getHeapStatistics } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { releaseMemory, releaseWhenQuiet } from "../shared/release-memory";
import type { FromRenderer, ToRenderer } from "../shared/render-messages";
import { renderPage } from "./server-render";

/**
 * The thread the server draws visitors' pages on (docs/decisions/039): React's rendering is work without a
 * pause, and on the server's own thread every API request waited behind it. The data still comes from the
 * server's thread, which answers each read through its own request handling.
 */
const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread of the server");
const { mediaBase, quietSeconds } = workerData as { mediaBase: string | undefined; quietSeconds: number };

/**
 * Drawing a page no one has asked for before is background work: this thread runs 10 nice steps below the server
 * (docs/decisions/039), so that on a busy machine the API and kept pages are answered first and drawing takes the
 * time left. Only Linux keeps a nice value per thread; elsewhere the call would lower the whole server, so the
 * thread draws at the server's priority there, as it does when the system refuses.
 */
const DRAWING_NICE_STEPS = 10;
if (process.platform === "linux") {
  try {
    setPriority(Math.min(19, getPriority() + DRAWING_NICE_STEPS));
  } catch {}
}

const reads = new Map<number, (answer: Response) => void>();
let lastRead = 0;
const send = (message: FromRenderer) => port.postMessage(message);
// Drawing many pages grows this thread's heap as it grows the server's: it is given back once drawing pauses
// (docs/decisions/044). A Node whose V8 refuses the collector keeps it, as before.
const quiet = releaseWhenQuiet(quietSeconds, () => {
  try {
    releaseMemory();
    send({ kind: "released", heapMb: Math.round(getHeapStatistics().total_heap_size / 2 ** 20) });
  } catch {}
});

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
  quiet.count();
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
