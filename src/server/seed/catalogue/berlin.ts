import type { CatalogueEntry } from "./types";

export const berlin: CatalogueEntry[] = [
  { category: "cafesBrunch", name: "Café Einstein Stammhaus", tag: "Viennese coffeehouse", address: "Kurfürstenstraße 58, 10785 Berlin, Germany", lat: 52.50238, lng: 13.35615 },
  { category: "cafesBrunch", name: "The Barn", tag: "Specialty coffee", address: "Auguststraße 58, 10119 Berlin, Germany", lat: 52.52825, lng: 13.40150 },
  { category: "cafesBrunch", name: "Five Elephant", tag: "Coffee & cheesecake", address: "Reichenberger Straße 101, 10999 Berlin, Germany", lat: 52.49462, lng: 13.43610 },
  { category: "cafesBrunch", name: "Café Anna Blume", tag: "Flower-shop café", address: "Kollwitzstraße 83, 10435 Berlin, Germany", lat: 52.53822, lng: 13.41880 },
  { category: "cafesBrunch", name: "House of Small Wonder", tag: "Brunch", address: "Johannisstraße 20, 10117 Berlin, Germany", lat: 52.52460, lng: 13.38930 },
  { category: "lunchDinner", name: "Curry 36", tag: "Currywurst", address: "Mehringdamm 36, 10961 Berlin, Germany", lat: 52.49352, lng: 13.38802 },
  { category: "lunchDinner", name: "Mustafa's Gemüse Kebap", tag: "Döner kebab", address: "Mehringdamm 32, 10961 Berlin, Germany", lat: 52.49386, lng: 13.38794 },
  { category: "lunchDinner", name: "Zur letzten Instanz", tag: "Historic Berlin tavern", address: "Waisenstraße 14-16, 10179 Berlin, Germany", lat: 52.51680, lng: 13.41380 },
  { category: "lunchDinner", name: "Borchardt", tag: "Brasserie", address: "Französische Straße 47, 10117 Berlin, Germany", lat: 52.51423, lng: 13.39015 },
  { category: "lunchDinner", name: "Max und Moritz", tag: "German cuisine", address: "Oranienstraße 162, 10969 Berlin, Germany", lat: 52.50325, lng: 13.41086 },
  { category: "drinksNightlife", name: "Berghain", tag: "Techno club", address: "Am Wriezener Bahnhof, 10243 Berlin, Germany", lat: 52.51107, lng: 13.44301 },
  { category: "drinksNightlife", name: "Clärchens Ballhaus", tag: "Historic dance hall", address: "Auguststraße 24, 10117 Berlin, Germany", lat: 52.52664, lng: 13.39726 },
  { category: "drinksNightlife", name: "Monkey Bar", tag: "Rooftop bar", address: "Budapester Straße 40, 10787 Berlin, Germany", lat: 52.50520, lng: 13.33800 },
  { category: "drinksNightlife", name: "Buck and Breck", tag: "Speakeasy", address: "Brunnenstraße 177, 10119 Berlin, Germany", lat: 52.53204, lng: 13.39868 },
  { category: "drinksNightlife", name: "Prater Garten", tag: "Beer garden", address: "Kastanienallee 7-9, 10435 Berlin, Germany", lat: 52.54034, lng: 13.41033 },
  { category: "placesToVisit", name: "Brandenburg Gate", tag: "Iconic landmark", address: "Pariser Platz, 10117 Berlin, Germany", lat: 52.51627, lng: 13.37770 },
  { category: "placesToVisit", name: "Reichstag Building", tag: "Parliament & glass dome", address: "Platz der Republik 1, 11011 Berlin, Germany", lat: 52.51862, lng: 13.37618 },
  { category: "placesToVisit", name: "Museum Island", tag: "Museum complex", address: "Bodestraße, 10178 Berlin, Germany", lat: 52.51694, lng: 13.40178 },
  { category: "placesToVisit", name: "East Side Gallery", tag: "Berlin Wall murals", address: "Mühlenstraße 3-100, 10243 Berlin, Germany", lat: 52.50502, lng: 13.43967 },
  { category: "placesToVisit", name: "Berlin Wall Memorial", tag: "Memorial site", address: "Bernauer Straße 111, 13355 Berlin, Germany", lat: 52.53504, lng: 13.38970 },
];
