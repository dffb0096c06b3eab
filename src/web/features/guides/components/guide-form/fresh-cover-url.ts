import { mediaUrl } from "../../../../../shared/media";
import type { GuideDetail } from "../../../../../shared/schemas";

/** docs/product.md §2: an edited guide's cover address carries a timestamp, so a just-replaced cover never shows from cache. */
export const freshCoverUrl = (guide: GuideDetail): string | null =>
  guide.coverImage ? `${mediaUrl(guide.coverImage, "cover")}?t=${Date.parse(guide.updatedAt)}` : null;
