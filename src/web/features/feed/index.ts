/** What the rest of the app may use of the feed feature (docs/decisions/064). */
export { FollowingFeed } from "./components/following-feed";
