import type { CatalogueEntry } from "./types";

export const prague: CatalogueEntry[] = [
  { category: "cafesBrunch", name: "Café Louvre", tag: "Historic café", address: "Národní 22, 110 00 Praha 1, Czechia", lat: 50.08207, lng: 14.41886 },
  { category: "cafesBrunch", name: "Café Slavia", tag: "Riverside grand café", address: "Smetanovo nábřeží 1012/2, 110 00 Praha 1, Czechia", lat: 50.08148, lng: 14.41330 },
  { category: "cafesBrunch", name: "Kavárna Obecní dům", tag: "Art Nouveau café", address: "Náměstí Republiky 1090/5, 110 00 Praha 1, Czechia", lat: 50.08760, lng: 14.42806 },
  { category: "cafesBrunch", name: "Grand Café Orient", tag: "Cubist café", address: "Ovocný trh 19, 110 00 Praha 1, Czechia", lat: 50.08693, lng: 14.42545 },
  { category: "cafesBrunch", name: "Café Savoy", tag: "Grand café & brunch", address: "Vítězná 124/5, 150 00 Praha 5, Czechia", lat: 50.08055, lng: 14.40702 },
  { category: "lunchDinner", name: "U Fleků", tag: "Brewery restaurant", address: "Křemencova 1651/11, 110 00 Praha 1, Czechia", lat: 50.07856, lng: 14.41739 },
  { category: "lunchDinner", name: "Lokál Dlouhááá", tag: "Czech pub food", address: "Dlouhá 33, 110 00 Praha 1, Czechia", lat: 50.09051, lng: 14.42523 },
  { category: "lunchDinner", name: "U Pinkasů", tag: "Czech beer hall", address: "Jungmannovo náměstí 16, 110 00 Praha 1, Czechia", lat: 50.08321, lng: 14.42313 },
  { category: "lunchDinner", name: "Kantýna", tag: "Butcher's canteen", address: "Politických vězňů 5, 110 00 Praha 1, Czechia", lat: 50.08251, lng: 14.43040 },
  { category: "lunchDinner", name: "La Degustation Bohême Bourgeoise", tag: "Fine dining", address: "Haštalská 18, 110 00 Praha 1, Czechia", lat: 50.09072, lng: 14.42482 },
  { category: "drinksNightlife", name: "U Zlatého tygra", tag: "Historic pub", address: "Husova 228/17, 110 00 Praha 1, Czechia", lat: 50.08533, lng: 14.41917 },
  { category: "drinksNightlife", name: "Hemingway Bar", tag: "Cocktail bar", address: "Karoliny Světlé 26, 110 00 Praha 1, Czechia", lat: 50.08397, lng: 14.41450 },
  { category: "drinksNightlife", name: "Reduta Jazz Club", tag: "Jazz club", address: "Národní 20, 110 00 Praha 1, Czechia", lat: 50.08197, lng: 14.41936 },
  { category: "drinksNightlife", name: "Jazz Dock", tag: "Riverside jazz club", address: "Janáčkovo nábřeží 2, 150 00 Praha 5, Czechia", lat: 50.07631, lng: 14.40852 },
  { category: "drinksNightlife", name: "Cross Club", tag: "Industrial club", address: "Plynární 1096/23, 170 00 Praha 7, Czechia", lat: 50.10883, lng: 14.44254 },
  { category: "placesToVisit", name: "Prague Castle", tag: "Castle complex", address: "Hradčany, 119 08 Praha 1, Czechia", lat: 50.09060, lng: 14.40090 },
  { category: "placesToVisit", name: "Charles Bridge", tag: "Historic bridge", address: "Karlův most, 110 00 Praha 1, Czechia", lat: 50.08647, lng: 14.41141 },
  { category: "placesToVisit", name: "Old Town Hall & Astronomical Clock", tag: "Medieval clock", address: "Staroměstské náměstí 1, 110 00 Praha 1, Czechia", lat: 50.08700, lng: 14.42070 },
  { category: "placesToVisit", name: "Vyšehrad", tag: "Historic fort", address: "V Pevnosti 159/5b, 128 00 Praha 2, Czechia", lat: 50.06437, lng: 14.41810 },
  { category: "placesToVisit", name: "Jewish Museum in Prague", tag: "Jewish heritage museum", address: "U Staré školy 141/1, 110 00 Praha 1, Czechia", lat: 50.09028, lng: 14.42044 },
];
