import { type ImgHTMLAttributes, useState } from "react";
import { type ImageVariant, PLACEHOLDER_IMAGE_URL } from "../../../shared/media";
import { storedImageUrl } from "../../lib/media-url";

type StoredImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt"> & {
  alt: string;
  storageKey: string | null | undefined;
  variant: ImageVariant;
  fallbackSrc?: string;
};

/** A stored image in the variant fitted to its place, with a placeholder when it is missing or fails. */
export function StoredImage({
  storageKey,
  variant,
  alt,
  fallbackSrc = PLACEHOLDER_IMAGE_URL,
  ...props
}: StoredImageProps) {
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const src = storageKey && failedKey !== storageKey ? storedImageUrl(storageKey, variant) : fallbackSrc;
  return <img {...props} alt={alt} src={src} onError={() => storageKey && setFailedKey(storageKey)} />;
}
