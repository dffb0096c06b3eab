import { sql } from "drizzle-orm";
import type { Database } from "../src/server/infrastructure/db/client";

/** A SQL text[] literal of plain words (no quotes in them), for picking by index inside generate_series. */
const words = (list: string[]) => sql.raw(`ARRAY[${list.map((word) => `'${word}'`).join(", ")}]::text[]`);

// Name parts picked by a row's number, so 60 x 60 x 30 combinations keep 100,000 names nearly unique, with the
// accents and repeated words of a real catalogue (each first or second word is shared by about 1,700 places).
const FIRST = words(
  "Golden Little Old Blue Red Royal Grand Hidden Secret Green Silver Crystal Wild Happy Lucky Velvet Copper Iron Garden River Harbour Corner Market Station Village Château Café Maison Casa Bodega Trattoria Brasserie Taverna Osteria Bäckerei Kavárna Botequim Izakaya Señor São Noël Zürich Crêperie Müller Łódź Gärtner Černý Bella Petit Grosse Nouveau Vieux Alte Dolce Santa Mon Sweet Urban Lazy Rusty Jolly".split(
    " ",
  ),
);
const SECOND = words(
  "Lantern Fox Owl Anchor Tulip Olive Lemon Fig Pepper Saffron Orchid Cedar Maple Willow Falcon Dragon Tiger Panda Crane Whale Moon Star Sun Comet Cloud Rain Snow Wind Stone Bridge Tower Gate Square Lane Alley Pier Dock Mill Forge Loft Rosé Piñata Açaí Jalapeño Crème Pâté Smørrebrød Brötchen Kimchi Matcha Mochi Churro Bagel Pretzel Waffle Truffle Ginger Basil Clove Juniper".split(
    " ",
  ),
);
const THIRD = words(
  "Bar Bistro Kitchen Bakery Coffee Teahouse Museum Gallery Park Club Lounge Cellar Diner Grill Noodles Ramen Pizzeria Patisserie Market Garden Theatre Cinema Bookshop Rooftop Terrace Brewery Winebar Deli Canteen Tavern".split(
    " ",
  ),
);
const TAGS = words(
  "Jazz_club Cocktail_bar Rooftop_bar Speakeasy Wine_bar Craft_beer Specialty_coffee Brunch Pastry_shop Bakery Tapas Pizza Ramen Sushi Dim_sum Street_food Fine_dining Vegan Seafood Steakhouse Art_museum History_museum Park Garden Viewpoint Market Bookshop Cinema Theatre Concert_hall Nightclub Karaoke Food_hall Ice_cream Chocolatier Tea_room Beer_garden Bistro Brasserie Trattoria"
    .split(" ")
    .map((tag) => tag.replace("_", " ")),
);
const STREETS = words(
  "Rue_de_Rivoli Boulevard_Saint-Germain Carrer_de_Mallorca Passeig_de_Gràcia Via_Roma Corso_Buenos_Aires Hauptstraße Unter_den_Linden Calle_Mayor Avenida_Atlântica Rua_Augusta High_Street Baker_Street Oxford_Street Fifth_Avenue Broadway Main_Street Karlova Národní Václavské_náměstí Omotesandō Takeshita_Dōri Gangnam-daero Insadong-gil Sejong-daero Kurfürstendamm Friedrichstraße Rue_Montorgueil Via_del_Corso Königsallee"
    .split(" ")
    .map((street) => street.replaceAll("_", " ")),
);
const FIRST_NAMES = words(
  "Zoé José Łukasz Søren Thérèse Amélie Chloé Renée Jürgen Björn Andrés Inés Noémie Ángel Joaquín Maëlle Océane Hélène Jérôme François Mia Liam Noah Emma Olivia Ava Lucas Leo Hugo Nora Yuki Haruto Minjun Seoyeon Giulia Marco Ana Pedro Tomás Eva".split(
    " ",
  ),
);

/** Inserts `creators` profiles and `count` guides by them, in the ten cities, in one statement each. */
export async function insertBulkGuides(db: Database, count: number, creators: number): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, username, first_name)
    select 'bench-user-' || i, fn, 'bench-' || i || '@bench.local', true, 'user_' || i, fn
    from generate_series(1, ${creators}::int) i,
      lateral (select (${FIRST_NAMES})[1 + i % cardinality(${FIRST_NAMES})] as fn) n`);
  await db.execute(sql`
    with c as (select array_agg(id order by name) ids, array_agg(name order by name) names from cities)
    insert into guides (name, city_id, created_by, created_at)
    select
      (${FIRST})[1 + i % 60] || ' ' || c.names[1 + i % cardinality(c.ids)] || ' ' || (${THIRD})[1 + (i / 60) % 30],
      c.ids[1 + i % cardinality(c.ids)],
      'bench-user-' || (1 + i % ${creators}::int),
      now() - make_interval(mins => i)
    from generate_series(1, ${count}::int) i, c`);
}

/** Inserts `count` places spread over the cities and categories, in one statement. */
export async function insertBulkPlaces(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    with c as (select array_agg(id order by name) ids, array_agg(name order by name) names from cities)
    insert into places (name, category, city_id, tag, address)
    select
      (${FIRST})[1 + i % 60] || ' ' || (${SECOND})[1 + (i / 60) % 60] || ' ' || (${THIRD})[1 + (i / 3600) % 30],
      (array['cafesBrunch', 'lunchDinner', 'drinksNightlife', 'placesToVisit'])[1 + i % 4],
      c.ids[1 + (i / 7) % cardinality(c.ids)],
      (${TAGS})[1 + (i * 7) % cardinality(${TAGS})],
      (1 + i % 400) || ' ' || (${STREETS})[1 + (i * 13) % cardinality(${STREETS})] || ', '
        || c.names[1 + (i / 7) % cardinality(c.ids)]
    from generate_series(1, ${count}::int) i, c`);
}

/** Fresh statistics, as autovacuum would soon have them: the planner otherwise takes 1,000 users for a few. */
export async function analyze(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}
