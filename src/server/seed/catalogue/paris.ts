import type { CatalogueEntry } from "./types";

export const paris: CatalogueEntry[] = [
  { category: "cafesBrunch", name: "Café de Flore", tag: "Historic café", address: "172 Boulevard Saint-Germain, 75006 Paris, France", lat: 48.85408, lng: 2.33257 },
  { category: "cafesBrunch", name: "Les Deux Magots", tag: "Literary café", address: "6 Place Saint-Germain-des-Prés, 75006 Paris, France", lat: 48.85400, lng: 2.33329 },
  { category: "cafesBrunch", name: "Angelina", tag: "Hot chocolate tea room", address: "226 Rue de Rivoli, 75001 Paris, France", lat: 48.86506, lng: 2.32842 },
  { category: "cafesBrunch", name: "Carette", tag: "Pâtisserie & tea room", address: "4 Place du Trocadéro et du 11 Novembre, 75016 Paris, France", lat: 48.86337, lng: 2.28733 },
  { category: "cafesBrunch", name: "Ladurée Champs-Élysées", tag: "Macaron tea room", address: "75 Avenue des Champs-Élysées, 75008 Paris, France", lat: 48.87120, lng: 2.30300 },
  { category: "lunchDinner", name: "Le Procope", tag: "Historic restaurant", address: "13 Rue de l'Ancienne Comédie, 75006 Paris, France", lat: 48.85305, lng: 2.33875 },
  { category: "lunchDinner", name: "Bouillon Chartier", tag: "Classic bouillon", address: "7 Rue du Faubourg Montmartre, 75009 Paris, France", lat: 48.87203, lng: 2.34325 },
  { category: "lunchDinner", name: "Brasserie Lipp", tag: "Alsatian brasserie", address: "151 Boulevard Saint-Germain, 75006 Paris, France", lat: 48.85381, lng: 2.33271 },
  { category: "lunchDinner", name: "Le Train Bleu", tag: "Belle Époque restaurant", address: "Gare de Lyon, Place Louis-Armand, 75012 Paris, France", lat: 48.84466, lng: 2.37399 },
  { category: "lunchDinner", name: "La Tour d'Argent", tag: "Fine dining", address: "15 Quai de la Tournelle, 75005 Paris, France", lat: 48.85021, lng: 2.35468 },
  { category: "drinksNightlife", name: "Harry's New York Bar", tag: "Classic cocktail bar", address: "5 Rue Daunou, 75002 Paris, France", lat: 48.86953, lng: 2.33157 },
  { category: "drinksNightlife", name: "Bar Hemingway", tag: "Hotel bar", address: "Ritz Paris, 15 Place Vendôme, 75001 Paris, France", lat: 48.86820, lng: 2.32880 },
  { category: "drinksNightlife", name: "Le Syndicat", tag: "French spirits cocktails", address: "51 Rue du Faubourg Saint-Denis, 75010 Paris, France", lat: 48.87147, lng: 2.35385 },
  { category: "drinksNightlife", name: "Candelaria", tag: "Taqueria & speakeasy", address: "52 Rue de Saintonge, 75003 Paris, France", lat: 48.86306, lng: 2.36352 },
  { category: "drinksNightlife", name: "Moulin Rouge", tag: "Cabaret", address: "82 Boulevard de Clichy, 75018 Paris, France", lat: 48.88410, lng: 2.33225 },
  { category: "placesToVisit", name: "Musée du Louvre", tag: "Art museum", address: "Rue de Rivoli, 75001 Paris, France", lat: 48.86110, lng: 2.33570 },
  { category: "placesToVisit", name: "Eiffel Tower", tag: "Iconic landmark", address: "Champ de Mars, 5 Avenue Anatole France, 75007 Paris, France", lat: 48.85837, lng: 2.29448 },
  { category: "placesToVisit", name: "Musée d'Orsay", tag: "Impressionist museum", address: "Esplanade Valéry Giscard d'Estaing, 75007 Paris, France", lat: 48.85995, lng: 2.32654 },
  { category: "placesToVisit", name: "Sainte-Chapelle", tag: "Gothic chapel", address: "10 Boulevard du Palais, 75001 Paris, France", lat: 48.85540, lng: 2.34500 },
  { category: "placesToVisit", name: "Jardin du Luxembourg", tag: "Park", address: "Rue de Médicis, 75006 Paris, France", lat: 48.84622, lng: 2.33714 },
];
