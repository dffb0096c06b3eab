/** What the rest of the app may use of the members feature (docs/decisions/057); everything else is its own. */

export { useSharedGuides } from "./api/shared-guides";
export { GuidePeopleButton } from "./components/guide-people-button";
export { InvitationsList } from "./components/invitations-list";
export { InviteLanding } from "./components/invite-landing";
export { MembersStrip } from "./components/members-strip";
export { useMostLikedSort } from "./components/most-liked-sort";
export { PlaceExtras } from "./components/place-reactions";
export { VotedDownPlaces } from "./components/voted-down-places";
