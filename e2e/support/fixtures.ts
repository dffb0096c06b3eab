import { writeFile } from "node:fs/promises";
import { test as base, expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { solidPng } from "../../src/server/seed/factories";
import { MAP_STYLE_URL } from "./servers";

export { MESSAGES } from "../../src/shared/messages";
export { expect };

type Options = {
  /**
   * Console errors and warnings a test expects, e.g. the "Failed to load resource" line Chromium logs for a
   * request the test makes fail on purpose. Anything else logged as an error or warning fails the test.
   */
  allowedConsoleErrors: RegExp[];
};

/**
 * A visitor's page comes drawn by the server and its buttons work once the app has loaded after the first paint
 * (docs/decisions/025): after every load, wait for the app to run the page, as a person waits for it to respond.
 */
function waitForTheAppAfterLoads(page: Page): void {
  const appRunning = () =>
    page.waitForFunction(
      () => !document.getElementById("server-state") || document.documentElement.dataset.app === "running",
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appRunning();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await appRunning();
    return response;
  };
}

export const test = base.extend<Options & { consoleGuard: undefined }>({
  allowedConsoleErrors: [[], { option: true }],
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) context.on("page", waitForTheAppAfterLoads);
    await use(context);
  },
  consoleGuard: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      // Listening on the context covers every page of the test, including the ones it opens itself.
      context.on("console", (message) => {
        const type = message.type();
        if (type !== "error" && type !== "warning") return;
        const text = message.text();
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        const { url } = message.location();
        // The servers' map style is unreachable on purpose (servers.ts): every map falls back to the built-in one.
        if (url === MAP_STYLE_URL && FAILED_RESOURCE.test(text)) return;
        // Software WebGL (SwiftShader, no GPU here) reports its own slowness; it says nothing about the app.
        if (SOFTWARE_GL_NOTE.test(text)) return;
        // Most specs block the service worker (playwright.config.ts); Playwright says so when the app registers it.
        if (SERVICE_WORKER_BLOCKED.test(text)) return;
        problems.push(`console ${type}: ${text}${url ? ` (${url})` : ""}`);
      });
      context.on("weberror", (error) => problems.push(`page error: ${error.error().message}`));
      await use(undefined);
      expect(problems, "the page logged unexpected errors or warnings").toEqual([]);
    },
    { auto: true },
  ],
});

const SERVICE_WORKER_BLOCKED = /^Service Worker registration blocked by Playwright$/;

const SOFTWARE_GL_NOTE =
  /^\[\.WebGL-[0-9a-fx]+\]GL Driver Message \(OpenGL, Performance, .*GPU stall due to ReadPixels/;

/** What Chromium logs for a response with an error status; allowed by tests that fail requests on purpose. */
export const FAILED_RESOURCE = /Failed to load resource/;

/** The toast area (sonner). */
export const toaster = (page: Page) => page.locator("[data-sonner-toaster]");

/** A toast showing exactly `text`. */
export const toastText = (page: Page, text: string) =>
  toaster(page).getByRole("listitem").getByText(text, { exact: true });

/** The app's spinner with the given (screen-reader) label. */
/** The list item of `scope` that shows `name` as a text of its own (a row of a list, by what it lists). */
export const itemNamed = (scope: Locator, name: string) =>
  scope.getByRole("listitem").filter({ has: scope.page().getByText(name, { exact: true }) });

export const spinner = (page: Page, label: string) => page.getByRole("status").filter({ hasText: label });

/** The size the guide form recommends for a cover. */
export const COVER_SIZE = { width: 1200, height: 800 };

/** A real PNG of one hue written to the test's output folder, for file inputs; small unless a size is given. */
export async function pngFile(
  testInfo: TestInfo,
  name: string,
  hue: number,
  size = { width: 48, height: 48 },
): Promise<string> {
  const file = testInfo.outputPath(`${name}.png`);
  await writeFile(file, await solidPng({ hue, ...size }));
  return file;
}
