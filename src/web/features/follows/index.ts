/** What the rest of the app may use of the follows feature (docs/decisions/063); everything else is its own. */
export { CityFollowButton } from "./components/city-follow-button";
export { PersonFollowButton } from "./components/person-follow-button";
export { ProfileFollows } from "./components/profile-follows";
