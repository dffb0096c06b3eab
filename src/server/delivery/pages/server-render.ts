import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { FastifyInstance } from "fastify";
import type { FromRenderer, ToRenderer } from "../../../shared/render-messages";
import { INTERNAL_READ_HEADERS } from "../../infrastructure/http/internal-read";
import { trimMallocWhenFreed } from "../../infrastructure/http/quiet-memory";

/** A page drawn on the server: its #root content and the query data it was drawn from. */
type RenderedPage = { html: string; state: unknown };
type RenderPage = (url: string) => Promise<RenderedPage | undefined>;
type Pending = { resolve: (page: RenderedPage | undefined) => void; reject: (error: Error) => void };

/** What the log says (at debug level) each time the drawing thread gives memory back. */
export const DRAWING_MEMORY_RELEASED = "quiet: the drawing thread released memory";
/** What the log says (at debug level) when the drawing thread stops for want of pages to draw. */
export const DRAWING_THREAD_STOPPED = "quiet: the drawing thread stopped";

const EMPTY_BODY_STATUSES = new Set([204, 205, 304]);
/**
 * The drawing thread's young generation: a page's garbage is small and short-lived, and the server's own
 * `--max-semi-space-size` (sized for API throughput) would let the thread hold four times this.
 */
const RENDERER_YOUNG_MB = 16;

/**
 * The web app's server-side renderer (built by Vite into `file`; docs/decisions/025), run on a thread of its own
 * (docs/decisions/039) so that drawing a page never holds up the API. It reads the API through this app's own
 * request handling rather than the network. Undefined without a build (tests, the dev server): pages are then
 * drawn in the browser alone. The thread starts with the first page to draw and stops after `idleSeconds` without
 * one: it holds 40 MB and more that a server drawing nothing does not need (docs/decisions/044). A thread that
 * stops, for that or any other reason, is started again by the next page.
 */
export function loadServerRenderer(
  app: FastifyInstance,
  file: string,
  {
    mediaBase,
    quietSeconds,
    idleSeconds,
    limits,
  }: {
    mediaBase: string | undefined;
    quietSeconds: number;
    idleSeconds: number;
    /** The memory budget's share for this thread (docs/decisions/055); unset, V8's own. */
    limits?: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number };
  },
): RenderPage | undefined {
  if (!existsSync(file)) return undefined;
  const pending = new Map<number, Pending>();
  let lastRender = 0;
  let lastUsed = 0;
  let worker: Worker | undefined;

  const answerRead = async (thread: Worker, id: number, url: string) => {
    const answer = await app
      .inject({ method: "GET", url, headers: { accept: "application/json", ...INTERNAL_READ_HEADERS } })
      .catch(() => undefined);
    const reply: ToRenderer = answer
      ? {
          kind: "answer",
          id,
          status: answer.statusCode,
          contentType: String(answer.headers["content-type"] ?? "application/json"),
          body: EMPTY_BODY_STATUSES.has(answer.statusCode) ? null : answer.body,
        }
      : { kind: "answer", id, status: 503, contentType: "application/json", body: null };
    thread.postMessage(reply);
  };

  const start = () => {
    if (worker) return worker;
    const thread = new Worker(file, {
      workerData: { mediaBase, quietSeconds },
      resourceLimits: { maxYoungGenerationSizeMb: RENDERER_YOUNG_MB, ...limits },
    });
    // The thread never keeps the process alive: closing the server ends it.
    thread.unref();
    thread.on("message", (message: FromRenderer) => {
      if (message.kind === "read") {
        void answerRead(thread, message.id, message.url);
        return;
      }
      if (message.kind === "released") {
        app.log.debug({ heapMb: message.heapMb }, DRAWING_MEMORY_RELEASED);
        // The thread's freed buffers sit in glibc's arenas, which only a trim hands back.
        trimMallocWhenFreed(app);
        return;
      }
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.kind === "rendered") waiting?.resolve(message.page);
      else waiting?.reject(new Error(message.error));
    });
    const stopped = (error: Error) => {
      if (worker === thread) worker = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    thread.on("error", stopped);
    thread.on("exit", (code) => stopped(new Error(`the page-drawing thread stopped (exit code ${code})`)));
    worker = thread;
    return thread;
  };

  const stopWhenIdle = () => {
    if (!worker || pending.size > 0 || Date.now() - lastUsed < idleSeconds * 1000) return;
    const thread = worker;
    worker = undefined;
    void thread.terminate().then(() => {
      app.log.debug(DRAWING_THREAD_STOPPED);
      // What the thread's heap and buffers held is back in glibc's arenas, which only a trim hands back.
      trimMallocWhenFreed(app);
    });
  };
  // Checked four times a window, so the thread stops within a quarter window of its last page.
  const idleCheck = idleSeconds > 0 ? setInterval(stopWhenIdle, idleSeconds * 250) : undefined;
  idleCheck?.unref();

  app.addHook("onClose", async () => {
    clearInterval(idleCheck);
    await worker?.terminate();
  });

  return async (url) => {
    try {
      const thread = start();
      lastUsed = Date.now();
      lastRender += 1;
      const id = lastRender;
      const drawn = new Promise<RenderedPage | undefined>((resolve, reject) =>
        pending.set(id, { resolve, reject }),
      );
      thread.postMessage({ kind: "render", id, url } satisfies ToRenderer);
      return await drawn;
    } catch (error) {
      // The browser still draws the page as it did before pages were drawn here; the log says what broke.
      app.log.error({ err: error, url }, "drawing a page on the server failed");
      return undefined;
    }
  };
}
