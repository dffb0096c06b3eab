/** What the rest of the app may use of the guides feature; everything else in this folder is its own. */
export { useCityGuides } from "./api/get-city-guides";
export { useGuide } from "./api/get-guide";
export { useGuideFeed } from "./api/get-guide-feed";
export { useSaveGuide, useUpdateGuideDetails } from "./api/save-guide";
export { CategorySection } from "./components/category-section";
export { GuideCard } from "./components/guide-card";
export { GuideCardList } from "./components/guide-card-list";
export { GuideDetailSkeleton } from "./components/guide-detail-skeleton";
export { CityField } from "./components/guide-form/city-field";
export { CoverUploader } from "./components/guide-form/cover-uploader";
export { freshCoverUrl } from "./components/guide-form/fresh-cover-url";
export type { GuideFormValues } from "./components/guide-form/guide-form";
export { emptyPlaces, GuideForm } from "./components/guide-form/guide-form";
export { showGuideSaveError } from "./components/guide-form/save-errors";
export { GuideHeader } from "./components/guide-header";
export { PlaceInGuides } from "./components/place-in-guides";
export { ViewGuideLink } from "./components/view-guide-link";
