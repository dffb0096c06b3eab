import { KeepSavedOffline } from "./keep-saved-offline";
import { SendPendingWrites } from "./send-pending-writes";

/**
 * What the app does in the background for reading offline (docs/decisions/033): keeping a member's guides on the
 * device, and sending what they changed while the site could not be reached. Loaded apart from the first page's
 * script, once the app runs in a browser that can keep anything.
 */
export default function OfflineWork() {
  return (
    <>
      <KeepSavedOffline />
      <SendPendingWrites />
    </>
  );
}
