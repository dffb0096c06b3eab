import type { CatalogueEntry } from "./types";

export const milan: CatalogueEntry[] = [
  { category: "cafesBrunch", name: "Pasticceria Marchesi", tag: "Historic pastry shop", address: "Via Santa Maria alla Porta 11/a, 20123 Milano MI, Italy", lat: 45.46486, lng: 9.18043 },
  { category: "cafesBrunch", name: "Pasticceria Cova", tag: "Historic café", address: "Via Monte Napoleone 8, 20121 Milano MI, Italy", lat: 45.46903, lng: 9.19470 },
  { category: "cafesBrunch", name: "Sant Ambroeus", tag: "Café & pâtisserie", address: "Corso Giacomo Matteotti 7, 20121 Milano MI, Italy", lat: 45.46740, lng: 9.19522 },
  { category: "cafesBrunch", name: "Biffi Pasticceria", tag: "Panettone & pastry", address: "Corso Magenta 87, 20123 Milano MI, Italy", lat: 45.46600, lng: 9.16890 },
  { category: "cafesBrunch", name: "Pavè", tag: "Bakery & brunch", address: "Via Felice Casati 27, 20124 Milano MI, Italy", lat: 45.47946, lng: 9.20591 },
  { category: "lunchDinner", name: "Trattoria Milanese", tag: "Milanese trattoria", address: "Via Santa Marta 11, 20123 Milano MI, Italy", lat: 45.46260, lng: 9.18160 },
  { category: "lunchDinner", name: "Luini", tag: "Panzerotti", address: "Via Santa Radegonda 16, 20121 Milano MI, Italy", lat: 45.46593, lng: 9.19165 },
  { category: "lunchDinner", name: "Antica Trattoria della Pesa", tag: "Milanese cuisine", address: "Viale Pasubio 10, 20154 Milano MI, Italy", lat: 45.48298, lng: 9.18590 },
  { category: "lunchDinner", name: "Pizzeria Spontini", tag: "Thick-crust pizza", address: "Via Gaspare Spontini 4, 20131 Milano MI, Italy", lat: 45.48165, lng: 9.21340 },
  { category: "lunchDinner", name: "Da Giacomo", tag: "Seafood trattoria", address: "Via Pasquale Sottocorno 6, 20129 Milano MI, Italy", lat: 45.46790, lng: 9.21050 },
  { category: "drinksNightlife", name: "Camparino in Galleria", tag: "Historic aperitivo bar", address: "Piazza del Duomo 21, 20121 Milano MI, Italy", lat: 45.46549, lng: 9.19018 },
  { category: "drinksNightlife", name: "Bar Basso", tag: "Negroni Sbagliato bar", address: "Via Plinio 39, 20129 Milano MI, Italy", lat: 45.47860, lng: 9.21645 },
  { category: "drinksNightlife", name: "Nottingham Forest", tag: "Cocktail bar", address: "Viale Piave 1, 20129 Milano MI, Italy", lat: 45.47318, lng: 9.20611 },
  { category: "drinksNightlife", name: "Bar Magenta", tag: "Historic bar", address: "Via Giosuè Carducci 13, 20123 Milano MI, Italy", lat: 45.46550, lng: 9.17540 },
  { category: "drinksNightlife", name: "Blue Note Milano", tag: "Jazz club", address: "Via Pietro Borsieri 37, 20159 Milano MI, Italy", lat: 45.48885, lng: 9.18845 },
  { category: "placesToVisit", name: "Duomo di Milano", tag: "Gothic cathedral", address: "Piazza del Duomo, 20122 Milano MI, Italy", lat: 45.46416, lng: 9.19199 },
  { category: "placesToVisit", name: "Galleria Vittorio Emanuele II", tag: "Historic arcade", address: "Piazza del Duomo, 20121 Milano MI, Italy", lat: 45.46580, lng: 9.19000 },
  { category: "placesToVisit", name: "Santa Maria delle Grazie", tag: "The Last Supper", address: "Piazza di Santa Maria delle Grazie, 20123 Milano MI, Italy", lat: 45.46596, lng: 9.17098 },
  { category: "placesToVisit", name: "Pinacoteca di Brera", tag: "Art museum", address: "Via Brera 28, 20121 Milano MI, Italy", lat: 45.47196, lng: 9.18790 },
  { category: "placesToVisit", name: "Castello Sforzesco", tag: "Castle & museums", address: "Piazza Castello, 20121 Milano MI, Italy", lat: 45.47046, lng: 9.17935 },
];
