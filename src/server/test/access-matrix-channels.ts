import { type AccessRoute, everyone, publicRead, signedInOnOwnData } from "./access-matrix-shape";

const OWN = "signed-in users, each their own";

/**
 * Notification settings, push subscriptions and one-click unsubscribe links (docs/decisions/067): part of
 * ACCESS_MATRIX. An unsubscribe link is its own credential: whoever holds it may use it, signed in or not.
 */
export const CHANNEL_ROUTES: Record<string, AccessRoute> = {
  "GET /api/me/notification-settings": {
    kind: "private read",
    who: OWN,
    cases: [{ call: "GET /api/me/notification-settings", outcomes: { ...everyone(200), anonymous: 401 } }],
  },
  "PUT /api/me/notification-settings": {
    kind: "write",
    who: OWN,
    cases: [
      {
        call: "PUT /api/me/notification-settings",
        body: "settingsChange",
        probe: "ownerChannels",
        outcomes: signedInOnOwnData(200),
      },
    ],
  },
  "GET /api/push/public-key": publicRead("GET /api/push/public-key"),
  "POST /api/me/push-subscriptions": {
    kind: "write",
    who: OWN,
    cases: [
      {
        call: "POST /api/me/push-subscriptions",
        body: "pushSubscription",
        probe: "ownerChannels",
        outcomes: signedInOnOwnData(200),
      },
    ],
  },
  "DELETE /api/me/push-subscriptions": {
    kind: "write",
    who: OWN,
    cases: [
      {
        call: "DELETE /api/me/push-subscriptions?endpoint={ownerPushEndpoint}",
        probe: "ownerChannels",
        outcomes: signedInOnOwnData(204),
      },
    ],
  },
  "GET /api/unsubscribe": {
    kind: "public read",
    who: "whoever holds the link",
    cases: [
      {
        label: "a link",
        call: "GET /api/unsubscribe?token={ownerUnsubscribeToken}",
        outcomes: everyone(200),
      },
      { label: "a forged link", call: "GET /api/unsubscribe?token=forged", outcomes: everyone(400) },
    ],
  },
  "POST /api/unsubscribe": {
    kind: "write",
    who: "whoever holds the link",
    cases: [
      {
        label: "a link",
        call: "POST /api/unsubscribe?token={ownerUnsubscribeToken}",
        body: "oneClick",
        probe: "ownerChannels",
        outcomes: everyone(200),
      },
      {
        label: "a forged link",
        call: "POST /api/unsubscribe?token=forged",
        body: "oneClick",
        probe: "ownerChannels",
        outcomes: everyone(400),
      },
    ],
  },
};
