import { describe, expect, it } from "vitest";
import { isLink, readMapLink, readMapLinkName } from "./map-links";
import { CATALOGUE_MESSAGES } from "./messages";

/** Links as the apps hand them out (share buttons, address bars, copied pins). */
const READABLE: Array<[shape: string, link: string, lat: number, lng: number]> = [
  ["Google viewport", "https://www.google.com/maps/@41.4036,2.1744,17z", 41.4036, 2.1744],
  [
    "Google place: the pin of the data parameter wins over the viewport",
    "https://www.google.com/maps/place/Bas%C3%ADlica+de+la+Sagrada+Fam%C3%ADlia/@41.4034789,2.1718159,17z/data=!3m1!4b1!4m6!3m5!1s0x12a4a2dcd83dfb93:0x9bd8aac21a9a2a3c!8m2!3d41.4036299!4d2.1743558!16zL20vMGc2bjM",
    41.40363,
    2.174356,
  ],
  [
    "Google data parameter alone",
    "https://www.google.com/maps/data=!4m2!3m1!1s0x0:0x0!8m2!3d48.8583701!4d2.2944813",
    48.85837,
    2.294481,
  ],
  ["Google ?q=", "https://maps.google.com/?q=41.4036,2.1744", 41.4036, 2.1744],
  ["Google ?q=loc:", "https://maps.google.com/maps?q=loc:40.748440,-73.985664", 40.74844, -73.985664],
  ["Google ?ll=", "https://www.google.com/maps?ll=51.508112,-0.075949&z=16", 51.508112, -0.075949],
  [
    "Google api=1 search",
    "https://www.google.com/maps/search/?api=1&query=52.516275%2C13.377704",
    52.516275,
    13.377704,
  ],
  [
    "Google api=1 directions",
    "https://www.google.com/maps/dir/?api=1&destination=-22.951916,-43.210487",
    -22.951916,
    -43.210487,
  ],
  [
    "Google ?daddr=",
    "https://maps.google.com/maps?saddr=Current+Location&daddr=35.710063,139.8107",
    35.710063,
    139.8107,
  ],
  [
    "Google search path",
    "https://www.google.com/maps/search/45.464211,+9.191383?entry=ttu",
    45.464211,
    9.191383,
  ],
  [
    "Google dropped pin in degrees, minutes and seconds",
    "https://www.google.com/maps/place/41%C2%B024'13.1%22N+2%C2%B010'27.9%22E/@41.4036389,2.1718333,17z",
    41.403639,
    2.174417,
  ],
  ["Google link without its scheme", "www.google.com/maps/@37.551169,126.988227,17z", 37.551169, 126.988227],
  [
    "Apple ?ll= with a label in q",
    "https://maps.apple.com/?q=Eiffel+Tower&ll=48.858370,2.294481",
    48.85837,
    2.294481,
  ],
  [
    "Apple ?sll=",
    "https://maps.apple.com/?address=Carrer+de+Mallorca+401&sll=41.403630,2.174360",
    41.40363,
    2.17436,
  ],
  ["Apple ?daddr=", "http://maps.apple.com/?daddr=50.0865,14.4114&dirflg=w", 50.0865, 14.4114],
  [
    "Apple place ?coordinate=",
    "https://maps.apple.com/place?coordinate=45.4642,9.1919&name=Duomo",
    45.4642,
    9.1919,
  ],
  [
    "OpenStreetMap marker",
    "https://www.openstreetmap.org/?mlat=52.51628&mlon=13.37770#map=17/52.51628/13.37770",
    52.51628,
    13.3777,
  ],
  ["OpenStreetMap view", "https://www.openstreetmap.org/#map=17/41.40363/2.17436", 41.40363, 2.17436],
  [
    "OpenStreetMap view with layers",
    "https://www.openstreetmap.org/#map=19/-22.95192/-43.21049&layers=N",
    -22.95192,
    -43.21049,
  ],
  ["OpenStreetMap's short domain", "https://osm.org/#map=18/50.08647/14.41141", 50.08647, 14.41141],
  ["geo: URI", "geo:41.4036,2.1744", 41.4036, 2.1744],
  ["geo: URI with uncertainty", "geo:48.85837,2.29448;u=35", 48.85837, 2.29448],
  ["geo: URI with the point in q", "geo:0,0?q=40.68925,-74.0445(Statue of Liberty)", 40.68925, -74.0445],
  ["plain text", "41.4036, 2.1744", 41.4036, 2.1744],
  ["plain text, no space, around spaces", "  -22.95192,-43.21049 ", -22.95192, -43.21049],
  ["plain text with a space only", "35.71006 139.8107", 35.71006, 139.8107],
  ["copied degrees, minutes and seconds", `40°41'21.3"N 74°02'40.2"W`, 40.68925, -74.0445],
];

describe("readMapLink reads", () => {
  it.each(READABLE)("%s", (_, link, lat, lng) => {
    expect(readMapLink(link)).toEqual({ ok: true, coordinates: { lat, lng } });
  });

  it("has a table of at least 15 real link shapes", () => {
    expect(READABLE.length).toBeGreaterThanOrEqual(15);
  });
});

const UNREADABLE: Array<[what: string, link: string, message: string]> = [
  ["an empty paste", "   ", CATALOGUE_MESSAGES.mapLinkUnreadable],
  ["words", "Sagrada Família, Barcelona", CATALOGUE_MESSAGES.mapLinkUnreadable],
  [
    "a Google search by name",
    "https://www.google.com/maps/search/?api=1&query=Sagrada+Familia",
    CATALOGUE_MESSAGES.mapLinkUnreadable,
  ],
  [
    "a Google place without coordinates",
    "https://www.google.com/maps/place/Sagrada+Fam%C3%ADlia",
    CATALOGUE_MESSAGES.mapLinkUnreadable,
  ],
  ["a broken link", "https://", CATALOGUE_MESSAGES.mapLinkUnreadable],
  ["a broken escape", "https://www.google.com/maps/search/%E0%A4%A", CATALOGUE_MESSAGES.mapLinkUnreadable],
  ["one number", "41.4036", CATALOGUE_MESSAGES.mapLinkUnreadable],
  ["three numbers", "41.4036, 2.1744, 17", CATALOGUE_MESSAGES.mapLinkUnreadable],
  ["a comma as decimal mark", "41,4036 2,1744", CATALOGUE_MESSAGES.mapLinkUnreadable],
  [
    "an empty OpenStreetMap marker",
    "https://www.openstreetmap.org/?mlat=&mlon=",
    CATALOGUE_MESSAGES.mapLinkUnreadable,
  ],
  [
    "hex in a marker",
    "https://www.openstreetmap.org/?mlat=0x10&mlon=2",
    CATALOGUE_MESSAGES.mapLinkUnreadable,
  ],
  ["a geo: URI naming a place", "geo:0,0?q=Sagrada+Familia", CATALOGUE_MESSAGES.mapLinkUnreadable],
  ["a Google short link", "https://maps.app.goo.gl/6fA1mFzF1q3ZqJwT7", CATALOGUE_MESSAGES.mapLinkShort],
  ["an OpenStreetMap short link", "https://osm.org/go/0EEQjE==", CATALOGUE_MESSAGES.mapLinkShort],
  [
    "a latitude past 90",
    "https://www.google.com/maps/@91.5,2.1744,17z",
    CATALOGUE_MESSAGES.mapLinkOutOfRange,
  ],
  ["a longitude past -180", "https://maps.apple.com/?ll=41.4,-181", CATALOGUE_MESSAGES.mapLinkOutOfRange],
  ["text with a latitude past 90", "141.4036, 2.1744", CATALOGUE_MESSAGES.mapLinkOutOfRange],
  ["an out-of-range geo: URI", "geo:-95,10", CATALOGUE_MESSAGES.mapLinkOutOfRange],
];

describe("readMapLink refuses", () => {
  it.each(UNREADABLE)("%s", (_, link, message) => {
    expect(readMapLink(link)).toEqual({ ok: false, message });
  });
});

/** Links that name their place, and the name the guide form's picker reads (docs/product.md §4). */
const NAMED: Array<[shape: string, link: string, name: string | null]> = [
  [
    "Google place, %-escapes and + decoded",
    "https://www.google.com/maps/place/Caf%C3%A9+de+Flore/@48.85408,2.33257,17z",
    "Café de Flore",
  ],
  [
    "Google place with its data parameter",
    "https://www.google.com/maps/place/Bas%C3%ADlica+de+la+Sagrada+Fam%C3%ADlia/@41.4034789,2.1718159,17z/data=!3m1!4b1!8m2!3d41.4036299!4d2.1743558",
    "Basílica de la Sagrada Família",
  ],
  [
    "Google place with its address after a comma",
    "https://www.google.com/maps/place/Chez+Janou,+2+Rue+Roger+Verlomme,+75003+Paris/@48.85923,2.36641,17z",
    "Chez Janou",
  ],
  [
    "Google place escaping a plus",
    "https://www.google.com/maps/place/Canal%2B+Caf%C3%A9/@48.8,2.3,17z",
    "Canal+ Café",
  ],
  [
    "Google dropped pin: its coordinates are no name",
    "https://www.google.com/maps/place/41%C2%B024'13.1%22N+2%C2%B010'27.9%22E/@41.4036389,2.1718333,17z",
    null,
  ],
  ["Google ?q= of a pair", "https://maps.google.com/?q=41.4036,2.1744", null],
  ["Google ?q=loc:", "https://maps.google.com/maps?q=loc:40.748440,-73.985664", null],
  [
    "Google ?q= of a name",
    "https://maps.google.com/?q=Le+Comptoir+du+Relais&ll=48.8521,2.3387",
    "Le Comptoir du Relais",
  ],
  [
    "Google api=1 search by name",
    "https://www.google.com/maps/search/?api=1&query=Shakespeare%20and%20Company",
    "Shakespeare and Company",
  ],
  ["Google viewport only", "https://www.google.com/maps/@41.4036,2.1744,17z", null],
  ["Apple ?q= with ?ll=", "https://maps.apple.com/?q=Eiffel+Tower&ll=48.858370,2.294481", "Eiffel Tower"],
  ["Apple place ?name=", "https://maps.apple.com/place?coordinate=45.4642,9.1919&name=Duomo", "Duomo"],
  [
    "Apple ?sll= with an address only",
    "https://maps.apple.com/?address=Carrer+de+Mallorca+401&sll=41.4,2.17",
    null,
  ],
  [
    "OpenStreetMap marker",
    "https://www.openstreetmap.org/?mlat=52.51628&mlon=13.37770#map=17/52.51628/13.37770",
    null,
  ],
  [
    "OpenStreetMap search",
    "https://www.openstreetmap.org/search?query=Caf%C3%A9%20Kitsun%C3%A9#map=17/48.86/2.34",
    "Café Kitsuné",
  ],
  ["geo: URI with a label", "geo:0,0?q=40.68925,-74.0445(Statue of Liberty)", "Statue of Liberty"],
  ["a typed pair is no link", "48.85408, 2.33257", null],
  [
    "a broken escape",
    "https://www.google.com/maps/place/Caf%E0%A4+de+Flore/@48.8,2.3,17z",
    "Caf%E0%A4 de Flore",
  ],
];

describe("readMapLinkName reads", () => {
  it.each(NAMED)("%s", (_, link, name) => {
    expect(readMapLinkName(link)).toBe(name);
  });

  it("leaves the coordinates to readMapLink, which reads them from the same link", () => {
    const link = "https://www.google.com/maps/place/Chez+Janou/@48.85923,2.36641,17z";
    expect(readMapLinkName(link)).toBe("Chez Janou");
    expect(readMapLink(link)).toEqual({ ok: true, coordinates: { lat: 48.85923, lng: 2.36641 } });
  });
});

describe("isLink", () => {
  it.each([
    "https://www.google.com/maps/place/Chez+Janou/@48.85923,2.36641,17z",
    "www.google.com/maps/@37.551169,126.988227,17z",
    "maps.apple.com/?ll=48.85,2.29",
    "geo:41.4036,2.1744",
    "https://maps.app.goo.gl/6fA1mFzF1q3ZqJwT7",
  ])("takes %s for a link", (text) => {
    expect(isLink(text)).toBe(true);
  });

  it.each(["café de flore", "48.85408, 2.33257", "Rue de Buci", "St. Germain", ""])(
    "takes %s for words to search by",
    (text) => {
      expect(isLink(text)).toBe(false);
    },
  );
});
