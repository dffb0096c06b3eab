import { PLACE_GUIDES_PAGE_SIZE } from "../src/shared/limits";
import { GUIDE_MESSAGES } from "../src/shared/messages";
import type { PlaceGuidePage } from "../src/shared/schemas";
import { createAccount, newUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { AUTHORING_CITY, createGuide, deleteGuidesOf, getCity, placesOf, uniqueName } from "./support/guides";

test("@desktop-only a place in many guides shows the newest few and their count, and the rest on 'Show more guides'", async ({
  page,
  request,
}) => {
  test.slow();
  const author = newUser();
  await createAccount(request, author);
  try {
    const city = await getCity(request, AUTHORING_CITY);
    const places = await placesOf(request, city);
    const [place] = places.cafesBrunch;
    if (!place) throw new Error("no café");
    for (let index = 0; index <= PLACE_GUIDES_PAGE_SIZE; index += 1)
      await createGuide(request, { name: uniqueName("Many guides"), city, places });
    const { total } = (await (await request.get(`/api/places/${place.id}/guides`)).json()) as PlaceGuidePage;
    expect(total).toBeGreaterThan(PLACE_GUIDES_PAGE_SIZE);

    await page.goto(`/place/${place.id}`);
    const inGuides = page.getByRole("region", { name: "In guides" });
    const mentions = inGuides.getByRole("listitem");
    await expect(inGuides.getByText(GUIDE_MESSAGES.inGuidesCount(total), { exact: true })).toBeVisible();
    await expect(mentions).toHaveCount(PLACE_GUIDES_PAGE_SIZE);
    const more = inGuides.getByRole("button", { name: GUIDE_MESSAGES.inGuidesMore });
    while (await more.isVisible()) {
      const before = await mentions.count();
      await more.click();
      await expect.poll(() => mentions.count()).toBeGreaterThan(before);
    }
    await expect(mentions).toHaveCount(total);
  } finally {
    await deleteGuidesOf(request, author.username);
  }
});
