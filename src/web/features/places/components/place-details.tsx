import { Globe, Phone, Wallet } from "lucide-react";
import { PLACE_DETAILS_MESSAGES } from "../../../../shared/messages";
import type { PlaceDetail } from "../../../../shared/schemas";
import { OpeningHoursPanel } from "./opening-hours-panel";

/** How a link to the website reads: its host without 'www.', the whole address when it has no host. */
function websiteText(address: string): string {
  try {
    return new URL(address).hostname.replace(/^www\./, "");
  } catch {
    return address;
  }
}

/** What a tel: link dials: the digits and a leading +, the spacing left out. */
const dialled = (phone: string) => phone.replace(/(?!^\+)[^\d]/g, "");

const row = "flex items-start gap-3";
const icon = "mt-0.5 size-5 shrink-0 text-accent";

/** Opening hours (with open now on the city's clock), website, phone and price level; absent when none is given. */
export function PlaceDetails({ place }: { place: PlaceDetail }) {
  const { openingHours, website, phone, priceLevel } = place;
  if (!openingHours && !website && !phone && !priceLevel) return null;
  return (
    <section
      aria-label={PLACE_DETAILS_MESSAGES.sectionLabel}
      className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-white/5"
    >
      {openingHours && (
        <OpeningHoursPanel
          hours={openingHours}
          timeZone={place.cityTimezone}
          cityName={place.cityName}
          position={place}
        />
      )}
      {website && (
        <p className={row}>
          <Globe aria-hidden className={icon} />
          <span className="sr-only">{PLACE_DETAILS_MESSAGES.websiteLabel}: </span>
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className="min-w-0 break-words text-white/90 underline-offset-2 hover:underline"
          >
            {websiteText(website)}
          </a>
        </p>
      )}
      {phone && (
        <p className={row}>
          <Phone aria-hidden className={icon} />
          <span className="sr-only">{PLACE_DETAILS_MESSAGES.phoneLabel}: </span>
          <a href={`tel:${dialled(phone)}`} className="text-white/90 underline-offset-2 hover:underline">
            {phone}
          </a>
        </p>
      )}
      {priceLevel && (
        <p className={row}>
          <Wallet aria-hidden className={icon} />
          <span className="sr-only">
            {PLACE_DETAILS_MESSAGES.priceLabel}: {PLACE_DETAILS_MESSAGES.priceLevelLabel(priceLevel)},{" "}
          </span>
          <span aria-hidden className="font-semibold tracking-wider text-white/90">
            {PLACE_DETAILS_MESSAGES.priceSymbols(priceLevel)}
          </span>
          <span className="text-muted">{PLACE_DETAILS_MESSAGES.priceLevelNames[priceLevel - 1]}</span>
        </p>
      )}
    </section>
  );
}
