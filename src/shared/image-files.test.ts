import { describe, expect, it } from "vitest";
import { imageFileProblem } from "./image-files";
import { AVATAR_MAX_BYTES, GUIDE_IMAGE_MAX_BYTES } from "./limits";

describe("imageFileProblem", () => {
  it("accepts the picture types the server accepts, up to the limit", () => {
    for (const type of ["image/png", "image/jpeg", "image/gif", "image/webp"]) {
      expect(imageFileProblem({ type, size: 1000 }, GUIDE_IMAGE_MAX_BYTES)).toBeUndefined();
    }
    expect(
      imageFileProblem({ type: "image/png", size: GUIDE_IMAGE_MAX_BYTES }, GUIDE_IMAGE_MAX_BYTES),
    ).toBeUndefined();
  });

  it("names what is wrong: the type first, then the size", () => {
    expect(imageFileProblem({ type: "image/svg+xml", size: 10 }, GUIDE_IMAGE_MAX_BYTES)).toBe("notImage");
    expect(imageFileProblem({ type: "text/html", size: 10 ** 9 }, GUIDE_IMAGE_MAX_BYTES)).toBe("notImage");
    expect(
      imageFileProblem({ type: "image/png", size: GUIDE_IMAGE_MAX_BYTES + 1 }, GUIDE_IMAGE_MAX_BYTES),
    ).toBe("tooLarge");
  });

  it("keeps avatars under 2 MB, as their message says", () => {
    expect(imageFileProblem({ type: "image/png", size: 2 * 1024 * 1024 }, AVATAR_MAX_BYTES)).toBe("tooLarge");
    expect(
      imageFileProblem({ type: "image/png", size: 2 * 1024 * 1024 - 1 }, AVATAR_MAX_BYTES),
    ).toBeUndefined();
  });
});
