import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { channelKeys } from "../../../lib/query-keys";

/** Whether this browser could take push at all: a service worker, the Push API and notifications. */
export const pushSupported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/** The base64url VAPID key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The app's service worker, which receives the pushes; none in development or where workers are refused. */
const registration = () => navigator.serviceWorker.getRegistration("/");

/** Whether push can be turned on here (a worker is registered), and this device's subscription when it is on. */
export const usePushDevice = () =>
  useQuery({
    queryKey: channelKeys.pushDevice(),
    queryFn: async () => {
      const worker = pushSupported() ? await registration() : undefined;
      return {
        available: worker !== undefined,
        subscription: (await worker?.pushManager.getSubscription()) ?? null,
      };
    },
  });

export class PushDeniedError extends Error {}

/** Asks permission, subscribes with the server's key and tells the server where to push; or the reverse. */
export function useTogglePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      const worker = await registration();
      if (!worker) throw new Error("No service worker");
      const manager = worker.pushManager;
      if (!on) {
        const current = await manager.getSubscription();
        if (current) {
          await api.delete("/me/push-subscriptions", { query: { endpoint: current.endpoint } });
          await current.unsubscribe();
        }
        return null;
      }
      if ((await Notification.requestPermission()) !== "granted") throw new PushDeniedError();
      const { publicKey } = await api.get<{ publicKey: string }>("/push/public-key");
      const subscription = await manager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      await api.post("/me/push-subscriptions", subscription.toJSON());
      return subscription;
    },
    onSuccess: (subscription) =>
      queryClient.setQueryData(channelKeys.pushDevice(), { available: true, subscription }),
  });
}
