import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** The card width of docs/product.md §9, and how far two measures may differ and still be the same place. */
export const CARD_WIDTH = 469;
const SAME = 2;

export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** The guide cards of the page's main area. */
export const cards = (page: Page) => page.getByRole("main").getByRole("article");

/**
 * The first two items of a grid: side by side with the same top and width (two columns of 469 px on a 1280-px
 * screen), or one under the other, as wide as the page allows, on a phone.
 */
export async function expectColumns(items: Locator, columns: 1 | 2) {
  const first = await box(items.nth(0));
  const second = await box(items.nth(1));
  if (columns === 2) {
    expect(Math.abs(second.y - first.y), "the second item is beside the first").toBeLessThan(SAME);
    expect(second.x, "the second item starts right of the first").toBeGreaterThan(first.x + first.width);
    expect(Math.abs(first.width - CARD_WIDTH), `items are ${CARD_WIDTH} px wide`).toBeLessThan(SAME);
    expect(Math.abs(second.height - first.height), "items of a row are as tall").toBeLessThan(SAME);
  } else {
    expect(Math.abs(second.x - first.x), "the second item is under the first").toBeLessThan(SAME);
    expect(second.y, "the second item starts below the first").toBeGreaterThan(first.y + first.height);
  }
  expect(Math.abs(second.width - first.width), "items are as wide").toBeLessThan(SAME);
}

/** Two boxes in the same place and of the same size, within a couple of pixels. */
export function expectSameBox(
  actual: { x: number; y: number; width: number; height: number },
  expected: typeof actual,
) {
  for (const key of ["x", "y", "width", "height"] as const) {
    expect(
      Math.abs(actual[key] - expected[key]),
      `${key}: ${actual[key]} against ${expected[key]}`,
    ).toBeLessThan(SAME + 1);
  }
}

/** Nothing on the page is wider than the window: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/**
 * axe finds nothing on the page as it is now. A toast still fading in is measured at part of its opacity, which
 * axe reads as low contrast: the check waits for toasts to have finished moving.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every(
      (toast) => toast.getAnimations().length === 0,
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
  ).toEqual([]);
}
