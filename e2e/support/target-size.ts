import type { Page } from "@playwright/test";

/** WCAG 2.2's minimum target size (2.5.8), and the size issue 46 asks of primary actions on phones. */
export const MIN_TARGET = 24;
export const PRIMARY_TARGET = 44;

/**
 * Every interactive element on screen smaller than WCAG 2.2's 24 x 24 px, and every primary action (the accent
 * button) lower or narrower than 44 px, each described. WCAG's own exceptions hold: a link inside a sentence
 * (inline), and a control whose label is itself a large enough target (a checkbox with its words).
 */
export function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ min, primary }) => {
      const interactive =
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=option], [role=menuitem], [tabindex]:not([tabindex='-1'])";
      const problems: string[] = [];
      const describe = (element: Element, box: DOMRect) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`;
      for (const element of document.querySelectorAll(interactive)) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Not on screen: hidden, collapsed, or visually hidden (1 px) for assistive technology only.
        if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") continue;
        if (element.closest("[inert], [aria-hidden=true]")) continue;
        const inSentence =
          style.display === "inline" &&
          (element.parentElement?.textContent?.trim().length ?? 0) >
            (element.textContent?.trim().length ?? 0);
        if (inSentence) continue;
        const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
        const labelBox = label?.getBoundingClientRect();
        const big = (rect: DOMRect, size: number) => rect.width >= size - 0.5 && rect.height >= size - 0.5;
        if (!big(box, min) && !(labelBox && big(labelBox, min))) problems.push(describe(element, box));
        else if (element.className.toString().includes("bg-accent-strong") && !big(box, primary))
          problems.push(`primary ${describe(element, box)}`);
      }
      return problems;
    },
    { min: MIN_TARGET, primary: PRIMARY_TARGET },
  );
}
