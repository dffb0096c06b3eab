/** The three built-in demo profiles of docs/product.md §3; they own the read-only demo guides and cannot sign in. */
export const DEMO_PROFILES = [
  {
    id: "demo-profile-new-york",
    username: "maya_eats",
    firstName: "Maya",
    lastName: "Chen",
    cityValue: "newYork",
    hue: 275,
    placesPerCategory: { cafesBrunch: 5, lunchDinner: 4, drinksNightlife: 3, placesToVisit: 6 },
  },
  {
    id: "demo-profile-barcelona",
    username: "jordi_bcn",
    firstName: "Jordi",
    lastName: "Puig",
    cityValue: "barcelona",
    hue: 200,
    placesPerCategory: { cafesBrunch: 4, lunchDinner: 6, drinksNightlife: 5, placesToVisit: 3 },
  },
  {
    id: "demo-profile-london",
    username: "olivia_ldn",
    firstName: "Olivia",
    lastName: "Hart",
    cityValue: "london",
    hue: 20,
    placesPerCategory: { cafesBrunch: 3, lunchDinner: 5, drinksNightlife: 7, placesToVisit: 4 },
  },
] as const;

export type DemoProfile = (typeof DEMO_PROFILES)[number];

export const demoEmail = (profile: DemoProfile) => `${profile.username}@demo.cityguides.local`;
/** docs/product.md §4: a demo guide is named '{city} by {first name}'. */
export const demoGuideName = (cityName: string, profile: DemoProfile) =>
  `${cityName} by ${profile.firstName}`;
