import { PROFILE_WITH_OTHERS_MESSAGES } from "../../../../shared/guide-members";
import { MESSAGES } from "../../../../shared/messages";
import type { ProfilePage } from "../../../../shared/schemas";
import { ShowMore } from "../../../components/ui/show-more";
import { type ProfileList, useProfileList } from "../api/get-profile-guides";
import { GuideGallery } from "./guide-gallery";
import { GuideTable } from "./guide-table";
import type { ProfileView } from "./owner-actions";

type ProfileGuideListProps = {
  data: ProfilePage;
  list: ProfileList;
  view: ProfileView;
  isOwner: boolean;
};

/**
 * A profile's guides, the owner's drafts or the guides made with others in the chosen view: the first page, then 'Show more guides' (or
 * drafts) for the next while more follow (docs/product.md §2 Profile).
 */
export function ProfileGuideList({ data, list, view, isOwner }: ProfileGuideListProps) {
  const pages = useProfileList(data, list);
  const guides = pages.data.pages.flatMap((page) => page.items);
  const name = list === "withOthers" ? PROFILE_WITH_OTHERS_MESSAGES.listName : list;
  return (
    <>
      {view === "table" ? <GuideTable guides={guides} /> : <GuideGallery guides={guides} isOwner={isOwner} />}
      <ShowMore
        query={pages}
        texts={{
          more: MESSAGES.profile.showMore(name),
          loading: MESSAGES.profile.loadingMore(name),
          failed: MESSAGES.profile.moreFailed(name),
        }}
      />
    </>
  );
}
