import { DELIVERY_MESSAGES } from "../../shared/notification-channels";
import { PAGE_TITLES } from "../../shared/page-titles";
import { BackLink } from "../components/back-link";
import { ChannelTable, PushDeviceSettings } from "../features/notification-settings";
import { paths } from "../lib/paths";
import { useDocumentTitle } from "../lib/use-document-title";

/** Which notifications reach the member by which channel, and push on this device (docs/decisions/067). */
export default function NotificationSettingsRoute() {
  useDocumentTitle(PAGE_TITLES.plain(DELIVERY_MESSAGES.title));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <BackLink parent={paths.editProfile()} />
      <div className="flex flex-col gap-6 rounded-2xl bg-surface p-4 shadow-lg ring-1 ring-white/5 sm:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold">{DELIVERY_MESSAGES.title}</h1>
          <p className="text-sm text-muted">{DELIVERY_MESSAGES.intro}</p>
          <p className="text-sm text-muted">{DELIVERY_MESSAGES.emailDigest}</p>
          <p className="text-sm text-muted">{DELIVERY_MESSAGES.offInApp}</p>
        </div>
        <ChannelTable />
        <PushDeviceSettings />
      </div>
    </div>
  );
}
