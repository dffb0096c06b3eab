import type { GuideDetail } from "../../../../../shared/schemas";
import { storedImageUrl } from "../../../../lib/media-url";

/** docs/product.md §2: an edited guide's cover address carries a timestamp, so a just-replaced cover never shows from cache. */
export const freshCoverUrl = (guide: GuideDetail): string | null =>
  guide.coverImage ? `${storedImageUrl(guide.coverImage, "cover")}?t=${Date.parse(guide.updatedAt)}` : null;
