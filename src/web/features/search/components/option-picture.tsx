import { DEFAULT_AVATAR_URL } from "../../../../shared/media";
import { StoredImage } from "../../../components/ui/image";
import type { SearchOption } from "./search-options";

/** The small picture of a suggestion: a place's photo, a guide's cover, an avatar, or a city's colour. */
export function OptionPicture({ image }: { image: SearchOption["image"] }) {
  if ("color" in image)
    return (
      <span aria-hidden className="size-9 shrink-0 rounded-full" style={{ backgroundColor: image.color }} />
    );
  return (
    <StoredImage
      storageKey={image.storageKey}
      variant="thumb"
      alt=""
      width={36}
      height={36}
      {...(image.round ? { fallbackSrc: DEFAULT_AVATAR_URL } : {})}
      className={`size-9 shrink-0 object-cover ${image.round ? "rounded-full" : "rounded-md"}`}
    />
  );
}
