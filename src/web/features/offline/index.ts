/** What the rest of the app may use of the offline feature (docs/decisions/033); everything else is its own. */
export { KeepOfflineButton } from "./components/keep-offline-button";
export { KeptGuideCards } from "./components/kept-guide-cards";
export { KeptMark } from "./components/kept-mark";
export { KeptOnDevice } from "./components/kept-on-device";
export { forgetKeptGuide, keepForMember, settleOwner } from "./kept-guides";
export type { KeepReason } from "./kept-registry";
