import { createHash } from "node:crypto";
import { fullNameOf } from "../../../shared/page-titles";
import type { PreviewKind } from "../../infrastructure/storage/keys";
import type { GuideFacts, ProfileFacts } from "./repository";

/** What a preview card shows, pictures by storage key: everything its version is made of. */
export type CardSpec = {
  kind: PreviewKind;
  /** The id of the guide, city or user: where its stored images live. */
  id: string;
  title: string;
  subtitle: string;
  byline: string;
  color: string;
  backgroundKey?: string;
  avatarKey?: string;
};

/** Raised when the card's layout or font changes, so every stored preview is rendered afresh. */
const LAYOUT_VERSION = 1;

/** A digest of everything a card shows: a renamed guide, city or creator, or a new cover, names a new image. */
export function versionOf(spec: CardSpec): string {
  return createHash("sha256")
    .update(JSON.stringify([LAYOUT_VERSION, spec]))
    .digest("hex")
    .slice(0, 16);
}

export const creatorHandle = (facts: Pick<GuideFacts, "creatorUsername">) =>
  `@${facts.creatorUsername ?? "unknown"}`;

export const guideCard = (guide: GuideFacts): CardSpec => ({
  kind: "guides",
  id: guide.id,
  title: guide.name,
  subtitle: guide.cityName,
  byline: `by ${guide.creatorFirstName} (${creatorHandle(guide)})`,
  color: guide.cityColor,
  backgroundKey: guide.coverKey ?? undefined,
});

export const cityCard = (city: { id: string; name: string; bgColor: string }): CardSpec => ({
  kind: "cities",
  id: city.id,
  title: city.name,
  subtitle: "City guides",
  byline: "Made by people who love their city",
  color: city.bgColor,
});

export const profileCard = (profile: ProfileFacts): CardSpec => ({
  kind: "profiles",
  id: profile.id,
  title: fullNameOf(profile),
  subtitle: `@${profile.username ?? ""}`,
  byline: "Guides to the places they love",
  color: "#1A1F2C",
  avatarKey: profile.avatarKey ?? undefined,
});
