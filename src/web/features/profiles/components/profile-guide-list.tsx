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
 * A profile's guides or the owner's drafts in the chosen view: the first page, then 'Show more guides' (or
 * drafts) for the next while more follow (docs/product.md §2 Profile).
 */
export function ProfileGuideList({ data, list, view, isOwner }: ProfileGuideListProps) {
  const pages = useProfileList(data, list);
  const guides = pages.data.pages.flatMap((page) => page.items);
  return (
    <>
      {view === "table" ? <GuideTable guides={guides} /> : <GuideGallery guides={guides} isOwner={isOwner} />}
      <ShowMore
        query={pages}
        texts={{
          more: MESSAGES.profile.showMore(list),
          loading: MESSAGES.profile.loadingMore(list),
          failed: MESSAGES.profile.moreFailed(list),
        }}
      />
    </>
  );
}
