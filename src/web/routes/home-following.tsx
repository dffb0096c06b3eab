import { FEED_VIEWS } from "../../shared/feed";
import { FollowingFeed } from "../features/feed";
import { CityFollowButton, PersonFollowButton } from "../features/follows";
import HomeViewSwitch from "./home-view-switch";

/** Home's Following view, loaded only when a member opens it: the feed, with the follows feature's buttons. */
export default function HomeFollowing() {
  return (
    <div className="card-columns flex flex-col gap-6">
      <h1 className="sr-only">{FEED_VIEWS.following}</h1>
      <HomeViewSwitch following />
      <FollowingFeed
        followPerson={(person) => <PersonFollowButton {...person} />}
        followCity={(slug) => <CityFollowButton slug={slug} />}
      />
    </div>
  );
}
