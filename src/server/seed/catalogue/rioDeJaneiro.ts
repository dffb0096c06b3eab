import type { CatalogueEntry } from "./types";

export const rioDeJaneiro: CatalogueEntry[] = [
  { category: "cafesBrunch", name: "Confeitaria Colombo", tag: "Belle Époque tea room", address: "Rua Gonçalves Dias 32, Centro, Rio de Janeiro - RJ, 20050-030, Brazil" },
  { category: "cafesBrunch", name: "Casa Cavé", tag: "Historic confeitaria", address: "Rua Sete de Setembro 137, Centro, Rio de Janeiro - RJ, Brazil" },
  { category: "cafesBrunch", name: "Talho Capixaba", tag: "Deli & bakery", address: "Avenida Ataulfo de Paiva 1022, Leblon, Rio de Janeiro - RJ, Brazil" },
  { category: "cafesBrunch", name: "Kurt Confeitaria", tag: "German-style bakery", address: "Rua General Urquiza 117, Leblon, Rio de Janeiro - RJ, Brazil" },
  { category: "cafesBrunch", name: "Bibi Sucos", tag: "Juice bar", address: "Avenida Ataulfo de Paiva 591, Leblon, Rio de Janeiro - RJ, Brazil" },
  { category: "lunchDinner", name: "Marius Degustare", tag: "Seafood rodízio", address: "Avenida Atlântica 290, Leme, Rio de Janeiro - RJ, Brazil" },
  { category: "lunchDinner", name: "Churrascaria Palace", tag: "Churrascaria", address: "Rua Rodolfo Dantas 16, Copacabana, Rio de Janeiro - RJ, Brazil" },
  { category: "lunchDinner", name: "Aprazível", tag: "Brazilian cuisine", address: "Rua Aprazível 62, Santa Teresa, Rio de Janeiro - RJ, Brazil" },
  { category: "lunchDinner", name: "Bar do Mineiro", tag: "Feijoada", address: "Rua Paschoal Carlos Magno 99, Santa Teresa, Rio de Janeiro - RJ, Brazil" },
  { category: "lunchDinner", name: "Casa Paladino", tag: "Historic bar & restaurant", address: "Rua Uruguaiana 224, Centro, Rio de Janeiro - RJ, Brazil" },
  { category: "drinksNightlife", name: "Bar Urca", tag: "Waterfront boteco", address: "Rua Cândido Gaffrée 205, Urca, Rio de Janeiro - RJ, Brazil" },
  { category: "drinksNightlife", name: "Academia da Cachaça", tag: "Cachaça bar", address: "Rua Conde de Bernadotte 26, Leblon, Rio de Janeiro - RJ, Brazil" },
  { category: "drinksNightlife", name: "Rio Scenarium", tag: "Samba club", address: "Rua do Lavradio 20, Centro, Rio de Janeiro - RJ, Brazil" },
  { category: "drinksNightlife", name: "Bar Garota de Ipanema", tag: "Bossa nova bar", address: "Rua Vinícius de Moraes 49, Ipanema, Rio de Janeiro - RJ, Brazil" },
  { category: "drinksNightlife", name: "Bip Bip", tag: "Samba boteco", address: "Rua Almirante Gonçalves 50, Copacabana, Rio de Janeiro - RJ, Brazil" },
  { category: "placesToVisit", name: "Christ the Redeemer", tag: "Iconic statue", address: "Parque Nacional da Tijuca, Alto da Boa Vista, Rio de Janeiro - RJ, Brazil" },
  { category: "placesToVisit", name: "Sugarloaf Mountain", tag: "Cable car & viewpoint", address: "Avenida Pasteur 520, Urca, Rio de Janeiro - RJ, 22290-240, Brazil" },
  { category: "placesToVisit", name: "Escadaria Selarón", tag: "Tiled staircase", address: "Rua Joaquim Silva, Lapa, Rio de Janeiro - RJ, Brazil" },
  { category: "placesToVisit", name: "Jardim Botânico", tag: "Botanical garden", address: "Rua Jardim Botânico 1008, Jardim Botânico, Rio de Janeiro - RJ, 22470-180, Brazil" },
  { category: "placesToVisit", name: "Museu do Amanhã", tag: "Science museum", address: "Praça Mauá 1, Centro, Rio de Janeiro - RJ, 20081-240, Brazil" },
];
