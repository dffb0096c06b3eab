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
  const stored = storageKey && failedKey !== storageKey ? storageKey : null;
  const failed = () => stored && setFailedKey(stored);
  // In a page drawn on the server the picture may have failed before the app took the page over, its error event
  // long gone: a finished picture without pixels is one that failed.
  const checkFinished = (image: HTMLImageElement | null) => {
    if (stored && image?.complete && image.naturalWidth === 0) failed();
  };
  return (
    <img
      {...props}
      ref={checkFinished}
      alt={alt}
      src={stored ? storedImageUrl(stored, variant) : fallbackSrc}
      onError={failed}
    />
  );
}
