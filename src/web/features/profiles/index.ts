/** What the rest of the app may use of the profiles feature; everything else in this folder is its own. */
export { useMe, useProfile } from "./api/get-profile";
export { useUpdateProfile } from "./api/update-profile";
export { AvatarPicker } from "./components/avatar-picker";
export { GuideGallery } from "./components/guide-gallery";
export { GuideTable } from "./components/guide-table";
export type { ProfileView } from "./components/owner-actions";
export { AccountActions, GuideListActions } from "./components/owner-actions";
export { ProfileHeader } from "./components/profile-header";
export {
  GuideGallerySkeleton,
  GuideTableSkeleton,
  ProfileHeaderSkeleton,
} from "./components/profile-skeletons";
