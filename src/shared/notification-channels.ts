/**
 * Which notifications reach a member by which channel (docs/decisions/067): the topics of the settings matrix,
 * their defaults, the bounds and the texts, shared by the web app, the server and the tests.
 */
import type { NotificationKind } from "./notifications";

export const NOTIFICATION_TOPICS = [
  "followers",
  "saves",
  "sharedGuides",
  "invitations",
  "suggestions",
  "moderation",
  "followedPublished",
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** The settings page, linked from Edit profile and from every digest mail. */
export const NOTIFICATION_SETTINGS_PATH = "/notifications/settings";

/** The row of the settings each kind of notification (src/shared/notifications.ts) is switched by. */
export const TOPIC_OF_KIND: Record<NotificationKind, NotificationTopic> = {
  followed: "followers",
  guideSaved: "saves",
  memberJoined: "sharedGuides",
  placesAdded: "sharedGuides",
  reacted: "sharedGuides",
  invited: "invitations",
  suggestionApproved: "suggestions",
  suggestionMerged: "suggestions",
  suggestionRejected: "suggestions",
  guideUnpublished: "moderation",
  guidePublished: "followedPublished",
};

export const CHANNELS = ["inApp", "email", "push"] as const;
export type Channel = (typeof CHANNELS)[number];
export type ChannelSwitches = Record<Channel, boolean>;

/** Word for word what the settings table shows for each topic. */
export const TOPIC_LABELS: Record<NotificationTopic, string> = {
  followers: "Someone followed you",
  saves: "Your guide was saved",
  sharedGuides: "Activity in a guide you share",
  invitations: "An invitation to a guide",
  suggestions: "Your suggested place was approved, merged or rejected",
  moderation: "A moderator unpublished your guide",
  followedPublished: "A creator or city you follow published a guide",
};

export const CHANNEL_LABELS: Record<Channel, string> = { inApp: "In the app", email: "Email", push: "Push" };

/**
 * What a member gets before they change anything: everything in the app; by email (in the daily digest) what
 * asks something of them or was decided about their work; pushed, what is news from people they chose to hear
 * from, and invitations, which wait on them.
 */
export const DEFAULT_CHANNELS: Record<NotificationTopic, ChannelSwitches> = {
  followers: { inApp: true, email: false, push: false },
  saves: { inApp: true, email: false, push: false },
  sharedGuides: { inApp: true, email: false, push: false },
  invitations: { inApp: true, email: true, push: true },
  suggestions: { inApp: true, email: true, push: false },
  moderation: { inApp: true, email: true, push: false },
  followedPublished: { inApp: true, email: false, push: true },
};

export const DELIVERY_LIMITS = {
  /** Devices (browsers, installed apps) one member may have push on at once; a new one past it replaces the oldest. */
  pushDevicesPerUser: 10,
  /** A push subscription's endpoint, as browsers give it (a few hundred characters). */
  endpointMax: 2_048,
  /** Entries one digest mail lists; the rest are counted at its end. */
  digestEntriesMax: 50,
  /** Changes to the settings and push subscriptions one member may make a minute. */
  writesPerMinute: 60,
} as const;

export const DELIVERY_MESSAGES = {
  title: "Notification settings",
  intro: "Choose how you hear about each kind of notification.",
  topic: "Notification",
  emailDigest: "Emails come together in one digest, at most once a day.",
  offInApp: "A notification turned off in the app is not sent by email or push either.",
  saved: "Notification settings saved",
  saveFailed: "Your notification settings could not be saved. Please try again.",
  loadFailed: "Your notification settings could not be loaded.",
  switchLabel: (topic: NotificationTopic, channel: Channel) =>
    `${TOPIC_LABELS[topic]}: ${CHANNEL_LABELS[channel]}`,
  pushTitle: "Push on this device",
  pushOn: "Turn on push on this device",
  pushOff: "Turn off push on this device",
  pushIsOn: "Push is on for this device.",
  pushIsOff: "Push is off for this device.",
  pushUnsupported: "This browser cannot receive push notifications.",
  pushDenied: "Notifications are blocked for this site in your browser's settings.",
  pushFailed: "Push could not be turned on. Please try again.",
  iosHomeScreen:
    "On iPhone and iPad, push works for Cityguides added to the Home Screen: open it from there to turn push on.",
  settingsLink: "Notification settings",
  unsubscribeTitle: "Unsubscribe",
  unsubscribeAsk: (what: string) => `Stop emails about ${what}?`,
  unsubscribeButton: "Unsubscribe",
  unsubscribed: (what: string) => `You will no longer get emails about ${what}.`,
  unsubscribeAllWhat: "anything on Cityguides",
  unsubscribeInvalid: "This unsubscribe link is not valid.",
  digestSubject: (count: number) =>
    count === 1 ? "1 new notification on Cityguides" : `${count} new notifications on Cityguides`,
  tooManyWrites: "You are changing settings too quickly. Please wait a minute and try again.",
  endpointRefused: "This push service is not one Cityguides sends to",
} as const;
