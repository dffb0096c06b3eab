import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { PLACEHOLDER_IMAGE_URL } from "../../../../shared/media";
import { StoredImage } from "../../../components/ui/image";

const arrowClass =
  "absolute top-1/2 -translate-y-1/2 inline-flex size-10 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white";

/**
 * The pictures of a place, one at a time, with previous/next and an 'n / total' counter. Until the app has
 * started (a page drawn by the server) the pictures scroll natively, snapping one at a time; the carousel then
 * takes over at the picture that was scrolled to (docs/decisions/036).
 */
export function PlaceCarousel({ images, name }: { images: string[]; name: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: images.length > 1 });
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const viewport = embla.rootNode();
    const scrolled = Math.round(viewport.scrollLeft / Math.max(1, viewport.clientWidth));
    viewport.scrollLeft = 0;
    if (scrolled > 0) {
      embla.scrollTo(scrolled, true);
      setIndex(embla.selectedScrollSnap());
    }
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);
  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  if (images.length === 0) {
    return (
      <img
        src={PLACEHOLDER_IMAGE_URL}
        alt={`No pictures of ${name} yet`}
        className="aspect-[4/3] w-full rounded-2xl bg-surface object-cover"
      />
    );
  }
  return (
    <section aria-roledescription="carousel" aria-label={`Pictures of ${name}`} className="relative">
      <div
        ref={viewportRef}
        // Before the app starts, the keyboard scrolls the pictures: the viewport takes focus.
        tabIndex={embla ? undefined : 0}
        className={`rounded-2xl ${embla ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"}`}
      >
        <div className="flex">
          {images.map((key, position) => (
            <div
              key={key}
              className="min-w-0 flex-[0_0_100%] snap-start"
              aria-hidden={embla ? position !== index : undefined}
            >
              <StoredImage
                storageKey={key}
                variant="carousel"
                alt={`${name}, picture ${position + 1} of ${images.length}`}
                width={1200}
                height={900}
                loading={position === 0 ? "eager" : "lazy"}
                // The first picture is the page's largest: it goes before the others and the scripts.
                fetchPriority={position === 0 ? "high" : "low"}
                className="aspect-[4/3] w-full bg-surface object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 && (
        <>
          <button
            type="button"
            onClick={previous}
            aria-label="Previous picture"
            className={`${arrowClass} left-3`}
          >
            <ChevronLeft aria-hidden className="size-6" />
          </button>
          <button type="button" onClick={next} aria-label="Next picture" className={`${arrowClass} right-3`}>
            <ChevronRight aria-hidden className="size-6" />
          </button>
        </>
      )}
      <p aria-live="polite" className="absolute right-3 bottom-3 rounded-full bg-black/60 px-3 py-1 text-sm">
        {index + 1} / {images.length}
      </p>
    </section>
  );
}
