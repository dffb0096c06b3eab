import type { Page } from "@playwright/test";
import type { SavedGuideGroups } from "../../src/shared/schemas";
import { expect } from "./fixtures";

/** A guide's card in the page's main content. */
export const guideCard = (page: Page, guideName: string) =>
  page.getByRole("main").getByRole("article").filter({ hasText: guideName });

/** The Save button of a guide's card. */
export const saveButton = (page: Page, guideName: string) =>
  guideCard(page, guideName).getByRole("button", { name: `Save ${guideName}` });

/** The ids of the guides the page's user has saved, as the server has them. */
export async function savedGuideIds(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/me/saved-guides");
  expect(response.ok()).toBe(true);
  const { groups } = (await response.json()) as SavedGuideGroups;
  return groups.flatMap((group) => group.guides.map((guide) => guide.id));
}
