import type { CatalogueEntry } from "./types";

export const rioDeJaneiro: CatalogueEntry[] = [
  { category: "cafesBrunch", name: "Confeitaria Colombo", tag: "Belle Époque tea room", address: "Rua Gonçalves Dias 32, Centro, Rio de Janeiro - RJ, 20050-030, Brazil", lat: -22.90519, lng: -43.17681 },
  { category: "cafesBrunch", name: "Casa Cavé", tag: "Historic confeitaria", address: "Rua Sete de Setembro 137, Centro, Rio de Janeiro - RJ, Brazil", lat: -22.90490, lng: -43.17870 },
  { category: "cafesBrunch", name: "Talho Capixaba", tag: "Deli & bakery", address: "Avenida Ataulfo de Paiva 1022, Leblon, Rio de Janeiro - RJ, Brazil", lat: -22.98407, lng: -43.22407 },
  { category: "cafesBrunch", name: "Kurt Confeitaria", tag: "German-style bakery", address: "Rua General Urquiza 117, Leblon, Rio de Janeiro - RJ, Brazil", lat: -22.98330, lng: -43.22370 },
  { category: "cafesBrunch", name: "Bibi Sucos", tag: "Juice bar", address: "Avenida Ataulfo de Paiva 591, Leblon, Rio de Janeiro - RJ, Brazil", lat: -22.98400, lng: -43.21850 },
  { category: "lunchDinner", name: "Marius Degustare", tag: "Seafood rodízio", address: "Avenida Atlântica 290, Leme, Rio de Janeiro - RJ, Brazil", lat: -22.96490, lng: -43.17070 },
  { category: "lunchDinner", name: "Churrascaria Palace", tag: "Churrascaria", address: "Rua Rodolfo Dantas 16, Copacabana, Rio de Janeiro - RJ, Brazil", lat: -22.96674, lng: -43.17849 },
  { category: "lunchDinner", name: "Aprazível", tag: "Brazilian cuisine", address: "Rua Aprazível 62, Santa Teresa, Rio de Janeiro - RJ, Brazil", lat: -22.92556, lng: -43.19362 },
  { category: "lunchDinner", name: "Bar do Mineiro", tag: "Feijoada", address: "Rua Paschoal Carlos Magno 99, Santa Teresa, Rio de Janeiro - RJ, Brazil", lat: -22.91960, lng: -43.18556 },
  { category: "lunchDinner", name: "Casa Paladino", tag: "Historic bar & restaurant", address: "Rua Uruguaiana 224, Centro, Rio de Janeiro - RJ, Brazil", lat: -22.90100, lng: -43.17980 },
  { category: "drinksNightlife", name: "Bar Urca", tag: "Waterfront boteco", address: "Rua Cândido Gaffrée 205, Urca, Rio de Janeiro - RJ, Brazil", lat: -22.94428, lng: -43.16062 },
  { category: "drinksNightlife", name: "Academia da Cachaça", tag: "Cachaça bar", address: "Rua Conde de Bernadotte 26, Leblon, Rio de Janeiro - RJ, Brazil", lat: -22.98365, lng: -43.22542 },
  { category: "drinksNightlife", name: "Rio Scenarium", tag: "Samba club", address: "Rua do Lavradio 20, Centro, Rio de Janeiro - RJ, Brazil", lat: -22.90890, lng: -43.18310 },
  { category: "drinksNightlife", name: "Bar Garota de Ipanema", tag: "Bossa nova bar", address: "Rua Vinícius de Moraes 49, Ipanema, Rio de Janeiro - RJ, Brazil", lat: -22.98433, lng: -43.20308 },
  { category: "drinksNightlife", name: "Bip Bip", tag: "Samba boteco", address: "Rua Almirante Gonçalves 50, Copacabana, Rio de Janeiro - RJ, Brazil", lat: -22.97755, lng: -43.19172 },
  { category: "placesToVisit", name: "Christ the Redeemer", tag: "Iconic statue", address: "Parque Nacional da Tijuca, Alto da Boa Vista, Rio de Janeiro - RJ, Brazil", lat: -22.95192, lng: -43.21049 },
  { category: "placesToVisit", name: "Sugarloaf Mountain", tag: "Cable car & viewpoint", address: "Avenida Pasteur 520, Urca, Rio de Janeiro - RJ, 22290-240, Brazil", lat: -22.94866, lng: -43.15725 },
  { category: "placesToVisit", name: "Escadaria Selarón", tag: "Tiled staircase", address: "Rua Joaquim Silva, Lapa, Rio de Janeiro - RJ, Brazil", lat: -22.91527, lng: -43.17903 },
  { category: "placesToVisit", name: "Jardim Botânico", tag: "Botanical garden", address: "Rua Jardim Botânico 1008, Jardim Botânico, Rio de Janeiro - RJ, 22470-180, Brazil", lat: -22.96765, lng: -43.22410 },
  { category: "placesToVisit", name: "Museu do Amanhã", tag: "Science museum", address: "Praça Mauá 1, Centro, Rio de Janeiro - RJ, 20081-240, Brazil", lat: -22.89409, lng: -43.17956 },
];
