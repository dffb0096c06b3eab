/**
 * A setting the server writes into the page it serves as a JSON element (the map style, where pictures load
 * from). The app shell a service worker answers with offline has none (docs/decisions/032), so the last served
 * value is remembered on the device and read back then.
 */
export function readPageSetting(elementId: string): unknown {
  const remembered = `cityguides:${elementId}`;
  const text = document.getElementById(elementId)?.textContent;
  try {
    if (!text) return JSON.parse(localStorage.getItem(remembered) ?? "null");
    const value: unknown = JSON.parse(text);
    localStorage.setItem(remembered, text);
    return value;
  } catch {
    // Malformed, or storage refused (private browsing): as if the page said nothing.
    return null;
  }
}
