import type { DemoProfile } from "./demo-profiles";

/**
 * The demo guides' own words (issue 46 item 9): an introduction each and a note on most places, in the voice of
 * the profile that owns the guide, written for this product. A note is keyed by the place's catalogue name;
 * places without one show none, as in a real guide.
 */
type DemoWords = { introduction: string; notes: Record<string, string> };

export const DEMO_WORDS: Record<DemoProfile["id"], DemoWords> = {
  "demo-profile-new-york": {
    introduction:
      "Ten years of eating my way below 14th Street, plus the uptown trips worth the subway ride. Start with an early coffee downtown, keep the afternoon for a museum, and leave room for a late set of jazz.",
    notes: {
      Balthazar:
        "Go on a weekday before nine: the bread basket alone is worth it, and there is no queue yet.",
      "Caffe Reggio":
        "The cappuccino is said to have landed in America here. Sit by the window and watch MacDougal wake up.",
      "Clinton St. Baking Company":
        "Blueberry pancakes with warm maple butter. The wait is real on weekends, so put your name down and walk.",
      "Ferrara Bakery & Cafe":
        "A cannoli filled while you wait, and an espresso at the counter, the way it has been done since 1892.",
      "Russ & Daughters Cafe":
        "Order the Classic board and share it. The egg cream is a must even if you think you don't like them.",
      "Sarabeth's Central Park South":
        "A calm brunch before a walk in the park; the lemon ricotta pancakes are the thing.",
      "Grand Central Oyster Bar":
        "Sit at the counter under the tiled vaults and order the pan roast. Stand in the whispering gallery on the way out.",
      "Gramercy Tavern":
        "The front Tavern room takes walk-ins. Lunch there is the best-value meal in this guide.",
      "Katz's Delicatessen":
        "Keep your ticket, tip the cutter, and ask for pastrami on rye, fatty. One sandwich feeds two.",
      "Keens Steakhouse":
        "Look up at the thousands of clay pipes on the ceiling, then order the mutton chop.",
      "Le Bernardin":
        "The lounge serves a shorter menu without a booking. Worth it for one perfect plate of fish.",
      "Lombardi's": "Coal oven, clam pie, and a pitcher to share. Go mid-afternoon to skip the line.",
      "Peter Luger Steak House":
        "Cash was king for a century; cards work now. Porterhouse for two and the creamed spinach.",
      "Bemelmans Bar":
        "Murals by the Madeline illustrator and a pianist every night. Dress up a little, it is part of the fun.",
      "Blue Note": "The late set is cheaper and looser. Sit at the bar if you come alone.",
      "Death & Co": "No reservations for small groups: leave your number at the door and they will text you.",
      "McSorley's Old Ale House":
        "Two choices, light or dark, and sawdust on the floor. Order two mugs at once, everyone does.",
      "Please Don't Tell": "Through the phone booth inside the hot dog shop. Book the same day from 3pm.",
      "Village Vanguard":
        "A basement that has hosted every jazz great. Cover includes one drink; arrive early for a front table.",
      "Central Park":
        "Enter at 72nd Street, cross Bow Bridge and get lost in the Ramble. Best in the early morning light.",
      "Empire State Building":
        "Go up after sunset: the city lights switch on below you. Tickets online save the queue.",
      "Museum of Modern Art":
        "Fifth floor first, while it is quiet: Starry Night and the water lilies in one visit.",
      "Statue of Liberty":
        "Book crown tickets weeks ahead. If you can't, the free Staten Island ferry sails right past her.",
      "The High Line": "Walk it south to north at golden hour and finish at Hudson Yards.",
      "The Metropolitan Museum of Art":
        "Pick two wings, not ten. The Temple of Dendur room at dusk is my favourite place in the city.",
      "Solomon R. Guggenheim Museum":
        "Take the lift to the top and walk down the spiral; the building is the best exhibit.",
    },
  },
  "demo-profile-barcelona": {
    introduction:
      "My Barcelona, the one I take friends to: old cafés, tapas counters where locals stand elbow to elbow, and Gaudí early in the morning before the crowds. Eat late, walk everywhere.",
    notes: {
      "Café de l'Òpera":
        "Across from the Liceu since 1929. Hot chocolate at a marble table, just off the Rambla's noise.",
      "Els Quatre Gats": "Picasso had his first show here. Coffee at the bar is enough to see the room.",
      "Federal Café": "A proper brunch in Sant Antoni, with a roof terrace when the sun is out.",
      "Granja M. Viader":
        "Where the cacaolat was born. Order a suís: thick chocolate under a cloud of cream.",
      "Nomad Coffee Lab & Shop":
        "The city's best espresso. Small and standing room only, so take it to Passatge Sert.",
      Escribà: "Modernista shopfront, and a croissant worth the detour.",
      "Granja La Pallaresa":
        "Churros with chocolate thick enough to stand a spoon in. Sunday afternoon ritual.",
      "7 Portes": "Open since 1836. Paella for two, with a booking, on the terrace if you can.",
      "Bar Cañete":
        "Sit at the long bar and let the waiters choose. The croquetas and the tuna tartar are musts.",
      "Cal Pep":
        "Queue before opening for the counter. Trust Pep's suggestions; the trifàsic of fried fish is perfect.",
      "Can Culleretes": "The oldest restaurant in the city. Canelons like a Catalan grandmother makes.",
      "Cervecería Catalana":
        "Huge choice of montaditos and always packed. Go at seven, before the locals eat.",
      "El Quim de la Boqueria":
        "Fried eggs with baby squid at a market stool, at eleven in the morning. Trust me.",
      "Quimet & Quimet": "Standing room only, walls of bottles, and tinned fish treated like jewels.",
      "Bar Marsella": "Dusty absinthe bar since 1820. Let them show you the sugar and the fork.",
      Boadas: "The oldest cocktail bar in town, a tiny triangle. The daiquiri is the move.",
      "Dry Martini": "Over a million martinis served, and they count them. Ask for the secret back room.",
      "El Xampanyet": "Cheap house cava, anchovies and a crowd. Go early, it fills by eight.",
      Jamboree: "Jazz in a cellar on Plaça Reial, then it turns into a club after midnight.",
      Paradiso: "Walk into the pastrami shop and open the fridge. The cocktails are small works of art.",
      Razzmatazz: "Five rooms, five kinds of music. Don't bother arriving before one.",
      "Casa Batlló": "Go for the first slot of the day; the light through the blue stairwell is magic.",
      "Mercat de la Boqueria":
        "Skip the juice stalls at the front and head to the back, where the locals shop.",
      "Park Güell": "Book the first entry and walk up to the Calvary for the view over the whole city.",
      "Sagrada Família":
        "Book the tower tickets and go on a sunny morning, when the stained glass floods the nave.",
    },
  },
  "demo-profile-london": {
    introduction:
      "A London week as I'd spend it: flat whites in Soho, a proper pub lunch, a cocktail somewhere grand, and the free museums in between. Most of it is walkable from Covent Garden.",
    notes: {
      "Bar Italia":
        "Open almost around the clock since 1949. An espresso at the counter, then watch Soho go by.",
      "E. Pellicci": "Art deco caff and the warmest welcome in the East End. Full English, no arguments.",
      "Fortnum & Mason":
        "Afternoon tea in the Diamond Jubilee Tea Salon, or just the shop's ground floor for biscuits.",
      "Maison Bertaux": "The oldest pâtisserie in London, a little chaotic and all the better for it.",
      "Monmouth Coffee Company": "The original shop. Queue for a filter coffee and a slice of their bread.",
      "Regency Café": "Tiled walls, shouted orders, bubble and squeak. It has been in a few films.",
      "The Wolseley": "Breakfast in a grand old car showroom. Eggs Benedict and good people-watching.",
      "Dishoom Covent Garden":
        "The bacon naan roll in the morning, the black daal at night. Queue with a chai.",
      Rules: "London's oldest restaurant. Game in season and a steak and kidney pudding.",
      "Simpson's in the Strand": "The roast beef is carved at your table from a silver trolley.",
      "St. JOHN": "Bone marrow and parsley salad, then Eccles cake with Lancashire cheese.",
      Sweetings: "Lunch only, weekdays, no bookings. Black velvet and fish pie with the City crowd.",
      "The Ivy": "Shepherd's pie and a glass of champagne. Sunday evenings are the easiest table.",
      Veeraswamy: "The oldest Indian restaurant in Britain, overlooking Regent Street.",
      "American Bar at The Savoy": "Art deco and white jackets. Dress smartly and order a Hanky Panky.",
      "Connaught Bar": "The martini trolley comes to your table. Worth every penny, once.",
      Fabric: "Three rooms under Smithfield; the bodysonic floor of room one is the thing.",
      "Gordon's Wine Bar": "Candlelit cellar vaults by the river. Get there by six for a table.",
      "Ronnie Scott's": "Legendary jazz club in Soho. The late show is cheaper and looser.",
      "The Churchill Arms": "Covered in flowers outside, Thai food in the back room.",
      "Ye Olde Cheshire Cheese": "Rebuilt after the Great Fire of 1666. Dickens drank in these dark rooms.",
      "British Museum":
        "Free, and too big for one day. Start with the Rosetta Stone and the Parthenon galleries.",
      "Borough Market":
        "Thursday lunchtime is calmer than Saturday. Graze your way round, then walk the river.",
      "National Gallery": "Free, on Trafalgar Square. Room 34 for Turner, and the Sunflowers nearby.",
      "Tate Modern": "The Turbine Hall installation, then the view from the top of the Blavatnik building.",
      "Tower of London": "Go straight to the Crown Jewels at opening, then join a Yeoman Warder's tour.",
      "Westminster Abbey": "Evensong is free and you hear the choir in the building it was written for.",
    },
  },
};
