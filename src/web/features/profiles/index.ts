/** What the rest of the app may use of the profiles feature; everything else in this folder is its own. */
export { useMe, useProfile } from "./api/get-profile";
export { useUpdateProfile } from "./api/update-profile";
export { AvatarPicker } from "./components/avatar-picker";
export type { ProfileView } from "./components/owner-actions";
export { AccountActions, GuideListActions } from "./components/owner-actions";
export { ProfileGuideList } from "./components/profile-guide-list";
export { ProfileHeader } from "./components/profile-header";
export {
  GuideGallerySkeleton,
  GuideTableSkeleton,
  ProfileHeaderSkeleton,
} from "./components/profile-skeletons";
