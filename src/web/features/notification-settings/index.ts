/** What the rest of the app may use of the notification settings (docs/decisions/067); everything else is its own. */
export { ChannelTable } from "./components/channel-table";
export { PushDeviceSettings } from "./components/push-device-settings";
