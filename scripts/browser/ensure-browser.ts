// Run by `npm test` before the browser tests: finds the Chromium they drive, installing one when there is none.
import { BrowserUnavailableError, provideBrowser } from "./find-browser";
import { realHost } from "./host";

try {
  const browser = provideBrowser(realHost);
  console.log(`Browser for the end-to-end tests: ${browser.path} (${browser.source})`);
} catch (error) {
  if (!(error instanceof BrowserUnavailableError)) throw error;
  console.error(error.message);
  process.exit(1);
}
