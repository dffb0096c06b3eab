import { PROFILE_GUIDES_PAGE_SIZE } from "../src/shared/limits";
import { MESSAGES } from "../src/shared/messages";
import { createAccount, newUser, signInWithForm } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { AUTHORING_CITY, createGuide, deleteGuidesOf, getCity, placesOf, uniqueName } from "./support/guides";
import { cards } from "./support/layout";

// docs/product.md §2 Profile: each list shows its newest page, and the rest on 'Show more guides' / 'Show more drafts'.

test("@desktop-only a profile with more guides and drafts than a page shows the newest, and the rest on 'Show more'", async ({
  page,
  request,
}) => {
  test.slow();
  const author = newUser();
  await createAccount(request, author);
  try {
    const city = await getCity(request, AUTHORING_CITY);
    const places = await placesOf(request, city);
    const count = PROFILE_GUIDES_PAGE_SIZE + 1;
    const names: Record<"guides" | "drafts", string[]> = { guides: [], drafts: [] };
    for (let index = 0; index < count; index += 1) {
      for (const list of ["guides", "drafts"] as const) {
        const status = list === "drafts" ? "draft" : "published";
        const name = uniqueName(list === "drafts" ? "Paged draft" : "Paged guide");
        await createGuide(request, { name, city, places, words: { status } });
        names[list].push(name);
      }
    }

    // A visitor gets the page drawn by the server: the newest guides, no drafts, and the rest on request.
    const pagesAsked: URL[] = [];
    page.on("request", (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === `/api/profiles/${author.username}/guides`) pagesAsked.push(url);
    });
    await page.goto(`/profile/${author.username}`);
    const main = page.getByRole("main");
    await expect(cards(page)).toHaveCount(PROFILE_GUIDES_PAGE_SIZE);
    await expect(main.getByRole("heading", { name: "Drafts" })).toHaveCount(0);
    await main.getByRole("button", { name: MESSAGES.profile.showMore("guides") }).click();
    await expect(cards(page)).toHaveCount(count);
    for (const name of names.guides) await expect(cards(page).filter({ hasText: name })).toHaveCount(1);
    await expect(main.getByRole("button", { name: MESSAGES.profile.showMore("guides") })).toHaveCount(0);
    // The first page came with the profile: only the one after it was asked for.
    expect(pagesAsked.map((url) => url.searchParams.has("cursor"))).toEqual([true]);

    // The owner's tables, drafts above guides, each a page and a header row, then the rest.
    await page.goto("/signin");
    await signInWithForm(page, author);
    await expect(page).not.toHaveURL(/\/signin/);
    await page.goto("/profile");
    const drafts = main.getByRole("region", { name: "Drafts" }).getByRole("row");
    const guides = main.getByRole("table").nth(1).getByRole("row");
    await expect(drafts).toHaveCount(PROFILE_GUIDES_PAGE_SIZE + 1);
    await expect(guides).toHaveCount(PROFILE_GUIDES_PAGE_SIZE + 1);
    for (const list of ["drafts", "guides"] as const) {
      const more = main.getByRole("button", { name: MESSAGES.profile.showMore(list) });
      await more.click();
      await expect(more).toHaveCount(0);
    }
    await expect(drafts).toHaveCount(count + 1);
    await expect(guides).toHaveCount(count + 1);
    for (const name of names.drafts) await expect(drafts.filter({ hasText: name })).toHaveCount(1);
  } finally {
    await deleteGuidesOf(request, author.username);
  }
});
