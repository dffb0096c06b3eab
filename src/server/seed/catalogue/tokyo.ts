import type { CatalogueEntry } from "./types";

export const tokyo: CatalogueEntry[] = [
  { category: "cafesBrunch", name: "Café de l'Ambre", tag: "Aged coffee kissaten", address: "8-10-15 Ginza, Chuo City, Tokyo 104-0061, Japan", lat: 35.66826, lng: 139.76094 },
  { category: "cafesBrunch", name: "Shiseido Parlour Ginza", tag: "Western-style café", address: "8-8-3 Ginza, Chuo City, Tokyo 104-0061, Japan", lat: 35.66907, lng: 139.76150 },
  { category: "cafesBrunch", name: "Kayaba Coffee", tag: "Retro kissaten", address: "6-1-29 Yanaka, Taito City, Tokyo 110-0001, Japan", lat: 35.71970, lng: 139.77083 },
  { category: "cafesBrunch", name: "Fuglen Tokyo", tag: "Norwegian coffee bar", address: "1-16-11 Tomigaya, Shibuya City, Tokyo 151-0063, Japan", lat: 35.66650, lng: 139.69204 },
  { category: "cafesBrunch", name: "Toraya Akasaka", tag: "Wagashi café", address: "4-9-22 Akasaka, Minato City, Tokyo 107-0052, Japan", lat: 35.67455, lng: 139.73255 },
  { category: "lunchDinner", name: "Ichiran Shibuya", tag: "Tonkotsu ramen", address: "1-22-7 Jinnan, Shibuya City, Tokyo 150-0041, Japan", lat: 35.66201, lng: 139.69996 },
  { category: "lunchDinner", name: "Gonpachi Nishi-Azabu", tag: "Izakaya", address: "1-13-11 Nishi-Azabu, Minato City, Tokyo 106-0031, Japan", lat: 35.65960, lng: 139.72416 },
  { category: "lunchDinner", name: "Tonki", tag: "Tonkatsu", address: "1-1-2 Shimomeguro, Meguro City, Tokyo 153-0064, Japan", lat: 35.63290, lng: 139.71480 },
  { category: "lunchDinner", name: "Kanda Matsuya", tag: "Soba", address: "1-13 Kanda Sudacho, Chiyoda City, Tokyo 101-0041, Japan", lat: 35.69560, lng: 139.76910 },
  { category: "lunchDinner", name: "Rengatei", tag: "Yōshoku", address: "3-5-16 Ginza, Chuo City, Tokyo 104-0061, Japan", lat: 35.67330, lng: 139.76750 },
  { category: "drinksNightlife", name: "Star Bar Ginza", tag: "Cocktail bar", address: "B1F, 1-5-13 Ginza, Chuo City, Tokyo 104-0061, Japan", lat: 35.67447, lng: 139.76880 },
  { category: "drinksNightlife", name: "Shinjuku Golden Gai", tag: "Tiny bar alleys", address: "1-1 Kabukicho, Shinjuku City, Tokyo 160-0021, Japan", lat: 35.69390, lng: 139.70444 },
  { category: "drinksNightlife", name: "Omoide Yokocho", tag: "Yakitori & drinks alley", address: "1-2 Nishishinjuku, Shinjuku City, Tokyo 160-0023, Japan", lat: 35.69300, lng: 139.69935 },
  { category: "drinksNightlife", name: "Womb", tag: "Nightclub", address: "2-16 Maruyamacho, Shibuya City, Tokyo 150-0044, Japan", lat: 35.65855, lng: 139.69484 },
  { category: "drinksNightlife", name: "Blue Note Tokyo", tag: "Jazz club", address: "6-3-16 Minami-Aoyama, Minato City, Tokyo 107-0062, Japan", lat: 35.66128, lng: 139.71573 },
  { category: "placesToVisit", name: "Sensō-ji", tag: "Buddhist temple", address: "2-3-1 Asakusa, Taito City, Tokyo 111-0032, Japan", lat: 35.71480, lng: 139.79665 },
  { category: "placesToVisit", name: "Meiji Jingu", tag: "Shinto shrine", address: "1-1 Yoyogikamizonocho, Shibuya City, Tokyo 151-8557, Japan", lat: 35.67640, lng: 139.69933 },
  { category: "placesToVisit", name: "Tokyo National Museum", tag: "History & art museum", address: "13-9 Uenokoen, Taito City, Tokyo 110-8712, Japan", lat: 35.71885, lng: 139.77654 },
  { category: "placesToVisit", name: "Shinjuku Gyoen National Garden", tag: "Garden", address: "11 Naitomachi, Shinjuku City, Tokyo 160-0014, Japan", lat: 35.68518, lng: 139.71005 },
  { category: "placesToVisit", name: "Tokyo Skytree", tag: "Observation tower", address: "1-1-2 Oshiage, Sumida City, Tokyo 131-0045, Japan", lat: 35.71006, lng: 139.81070 },
];
