import type { CatalogueEntry } from "./types";

export const seoul: CatalogueEntry[] = [
  { category: "cafesBrunch", name: "Hakrim Dabang", tag: "Retro café since 1956", address: "119 Daehak-ro, Jongno-gu, Seoul, South Korea", lat: 37.58224, lng: 127.00226 },
  { category: "cafesBrunch", name: "Cafe Onion Anguk", tag: "Hanok bakery café", address: "5 Gyedong-gil, Jongno-gu, Seoul, South Korea", lat: 37.57778, lng: 126.98795 },
  { category: "cafesBrunch", name: "Fritz Coffee Company Dohwa", tag: "Specialty coffee bakery", address: "68 Saechang-ro, Mapo-gu, Seoul, South Korea", lat: 37.53950, lng: 126.94940 },
  { category: "cafesBrunch", name: "Anthracite Coffee Hapjeong", tag: "Roastery café", address: "10 Tojeong-ro 5-gil, Mapo-gu, Seoul, South Korea", lat: 37.54645, lng: 126.91462 },
  { category: "cafesBrunch", name: "Osulloc Tea House Insadong", tag: "Green tea house", address: "45 Insadong-gil, Jongno-gu, Seoul, South Korea", lat: 37.57414, lng: 126.98535 },
  { category: "lunchDinner", name: "Tosokchon Samgyetang", tag: "Ginseng chicken soup", address: "5 Jahamun-ro 5-gil, Jongno-gu, Seoul, South Korea", lat: 37.57794, lng: 126.97170 },
  { category: "lunchDinner", name: "Myeongdong Kyoja", tag: "Kalguksu noodles", address: "29 Myeongdong 10-gil, Jung-gu, Seoul, South Korea", lat: 37.56254, lng: 126.98552 },
  { category: "lunchDinner", name: "Woo Lae Oak", tag: "Naengmyeon & bulgogi", address: "62-29 Changgyeonggung-ro, Jung-gu, Seoul, South Korea", lat: 37.56777, lng: 126.99846 },
  { category: "lunchDinner", name: "Jinokhwa Halmae Wonjo Dakhanmari", tag: "Dakhanmari", address: "18 Jong-ro 40ga-gil, Jongno-gu, Seoul, South Korea", lat: 37.57050, lng: 127.00610 },
  { category: "lunchDinner", name: "Jungsik", tag: "Modern Korean fine dining", address: "11 Seolleung-ro 158-gil, Gangnam-gu, Seoul, South Korea", lat: 37.52554, lng: 127.04101 },
  { category: "drinksNightlife", name: "Charles H.", tag: "Speakeasy cocktail bar", address: "Four Seasons Hotel Seoul, 97 Saemunan-ro, Jongno-gu, Seoul, South Korea", lat: 37.57184, lng: 126.97581 },
  { category: "drinksNightlife", name: "Bar Cham", tag: "Korean-inspired cocktails", address: "34 Jahamun-ro 7-gil, Jongno-gu, Seoul, South Korea", lat: 37.57842, lng: 126.97063 },
  { category: "drinksNightlife", name: "All That Jazz", tag: "Jazz club", address: "12 Itaewon-ro 27ga-gil, Yongsan-gu, Seoul, South Korea", lat: 37.53442, lng: 126.99322 },
  { category: "drinksNightlife", name: "Cakeshop", tag: "Underground club", address: "134 Itaewon-ro, Yongsan-gu, Seoul, South Korea", lat: 37.53468, lng: 126.99110 },
  { category: "drinksNightlife", name: "Octagon", tag: "Nightclub", address: "645 Nonhyeon-ro, Gangnam-gu, Seoul, South Korea", lat: 37.51925, lng: 127.02940 },
  { category: "placesToVisit", name: "Gyeongbokgung Palace", tag: "Royal palace", address: "161 Sajik-ro, Jongno-gu, Seoul, South Korea", lat: 37.57960, lng: 126.97704 },
  { category: "placesToVisit", name: "Changdeokgung Palace", tag: "Palace & Secret Garden", address: "99 Yulgok-ro, Jongno-gu, Seoul, South Korea", lat: 37.57944, lng: 126.99105 },
  { category: "placesToVisit", name: "Bukchon Hanok Village", tag: "Traditional village", address: "37 Gyedong-gil, Jongno-gu, Seoul, South Korea", lat: 37.58264, lng: 126.98357 },
  { category: "placesToVisit", name: "N Seoul Tower", tag: "Observation tower", address: "105 Namsangongwon-gil, Yongsan-gu, Seoul, South Korea", lat: 37.55117, lng: 126.98822 },
  { category: "placesToVisit", name: "Gwangjang Market", tag: "Street food market", address: "88 Changgyeonggung-ro, Jongno-gu, Seoul, South Korea", lat: 37.57004, lng: 126.99994 },
];
