import type { CatalogueEntry } from "./types";

export const prague: CatalogueEntry[] = [
  { category: "cafesBrunch", name: "Café Louvre", tag: "Historic café", address: "Národní 22, 110 00 Praha 1, Czechia" },
  { category: "cafesBrunch", name: "Café Slavia", tag: "Riverside grand café", address: "Smetanovo nábřeží 1012/2, 110 00 Praha 1, Czechia" },
  { category: "cafesBrunch", name: "Kavárna Obecní dům", tag: "Art Nouveau café", address: "Náměstí Republiky 1090/5, 110 00 Praha 1, Czechia" },
  { category: "cafesBrunch", name: "Grand Café Orient", tag: "Cubist café", address: "Ovocný trh 19, 110 00 Praha 1, Czechia" },
  { category: "cafesBrunch", name: "Café Savoy", tag: "Grand café & brunch", address: "Vítězná 124/5, 150 00 Praha 5, Czechia" },
  { category: "lunchDinner", name: "U Fleků", tag: "Brewery restaurant", address: "Křemencova 1651/11, 110 00 Praha 1, Czechia" },
  { category: "lunchDinner", name: "Lokál Dlouhááá", tag: "Czech pub food", address: "Dlouhá 33, 110 00 Praha 1, Czechia" },
  { category: "lunchDinner", name: "U Pinkasů", tag: "Czech beer hall", address: "Jungmannovo náměstí 16, 110 00 Praha 1, Czechia" },
  { category: "lunchDinner", name: "Kantýna", tag: "Butcher's canteen", address: "Politických vězňů 5, 110 00 Praha 1, Czechia" },
  { category: "lunchDinner", name: "La Degustation Bohême Bourgeoise", tag: "Fine dining", address: "Haštalská 18, 110 00 Praha 1, Czechia" },
  { category: "drinksNightlife", name: "U Zlatého tygra", tag: "Historic pub", address: "Husova 228/17, 110 00 Praha 1, Czechia" },
  { category: "drinksNightlife", name: "Hemingway Bar", tag: "Cocktail bar", address: "Karoliny Světlé 26, 110 00 Praha 1, Czechia" },
  { category: "drinksNightlife", name: "Reduta Jazz Club", tag: "Jazz club", address: "Národní 20, 110 00 Praha 1, Czechia" },
  { category: "drinksNightlife", name: "Jazz Dock", tag: "Riverside jazz club", address: "Janáčkovo nábřeží 2, 150 00 Praha 5, Czechia" },
  { category: "drinksNightlife", name: "Cross Club", tag: "Industrial club", address: "Plynární 1096/23, 170 00 Praha 7, Czechia" },
  { category: "placesToVisit", name: "Prague Castle", tag: "Castle complex", address: "Hradčany, 119 08 Praha 1, Czechia" },
  { category: "placesToVisit", name: "Charles Bridge", tag: "Historic bridge", address: "Karlův most, 110 00 Praha 1, Czechia" },
  { category: "placesToVisit", name: "Old Town Hall & Astronomical Clock", tag: "Medieval clock", address: "Staroměstské náměstí 1, 110 00 Praha 1, Czechia" },
  { category: "placesToVisit", name: "Vyšehrad", tag: "Historic fort", address: "V Pevnosti 159/5b, 128 00 Praha 2, Czechia" },
  { category: "placesToVisit", name: "Jewish Museum in Prague", tag: "Jewish heritage museum", address: "U Staré školy 141/1, 110 00 Praha 1, Czechia" },
];
