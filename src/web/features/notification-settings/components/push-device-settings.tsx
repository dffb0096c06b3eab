import { DELIVERY_MESSAGES } from "../../../../shared/notification-channels";
import { Button } from "../../../components/ui/button";
import { PushDeniedError, pushSupported, usePushDevice, useTogglePush } from "../api/push-device";

/** Push on this device: a button that asks the browser's permission and subscribes, or unsubscribes. */
export function PushDeviceSettings() {
  const device = usePushDevice();
  const toggle = useTogglePush();
  const supported = pushSupported() && device.data?.available !== false;
  const on = Boolean(device.data?.subscription);
  const problem =
    toggle.error instanceof PushDeniedError
      ? DELIVERY_MESSAGES.pushDenied
      : toggle.error
        ? DELIVERY_MESSAGES.pushFailed
        : undefined;
  return (
    <section aria-labelledby="push-device-title" className="flex flex-col gap-3 border-t border-border pt-6">
      <h2 id="push-device-title" className="text-lg font-semibold">
        {DELIVERY_MESSAGES.pushTitle}
      </h2>
      {supported ? (
        <>
          <p className="text-sm text-muted">
            {on ? DELIVERY_MESSAGES.pushIsOn : DELIVERY_MESSAGES.pushIsOff}
          </p>
          <div>
            <Button
              variant={on ? "secondary" : "primary"}
              disabled={device.isPending || toggle.isPending}
              onClick={() => toggle.mutate(!on)}
            >
              {on ? DELIVERY_MESSAGES.pushOff : DELIVERY_MESSAGES.pushOn}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted">{DELIVERY_MESSAGES.pushUnsupported}</p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-400">
          {problem}
        </p>
      )}
      <p className="text-sm text-muted">{DELIVERY_MESSAGES.iosHomeScreen}</p>
    </section>
  );
}
