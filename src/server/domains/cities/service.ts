import { MAX_CITIES } from "../../../shared/limits";
import { API_ERRORS, CATALOGUE_MESSAGES } from "../../../shared/messages";
import type { City, CityInput, CityUsage } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { sqlStateOf } from "../../infrastructure/db/unavailable";
import { ConflictError, NotFoundError } from "../../infrastructure/errors";
import { deleteCityRow, insertCity, updateCityRow } from "./mutations";
import {
  countCities,
  countPublishedGuidesByCity,
  findCityClash,
  findCityUsage,
  listCities,
  toCity,
} from "./repository";

export const cityList = async (db: Database) => ({ items: await listCities(db) });

/** The city tiles' counts: published guides only. */
export const cityGuideCounts = async (db: Database) => ({ items: await countPublishedGuidesByCity(db) });

const duplicate = () =>
  new ConflictError("CITY_EXISTS", CATALOGUE_MESSAGES.cityDuplicate, {
    name: [CATALOGUE_MESSAGES.cityDuplicate],
  });

/** Names and values are unique ignoring case (docs/product.md §5); two admins racing trip the unique index instead. */
async function uniquely<T>(
  db: Database,
  input: CityInput,
  exceptId: string | undefined,
  write: () => Promise<T>,
) {
  if (await findCityClash(db, input, exceptId)) throw duplicate();
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === "23505") throw duplicate();
    throw error;
  }
}

/** The catalogue is bounded (docs/decisions/038); two admins racing at the limit may pass it by one, which the lists' own limit absorbs. */
export async function addCity(db: Database, input: CityInput): Promise<City> {
  if ((await countCities(db)) >= MAX_CITIES)
    throw new ConflictError("CITY_LIMIT", CATALOGUE_MESSAGES.cityLimit(MAX_CITIES));
  return toCity(await uniquely(db, input, undefined, () => insertCity(db, input)));
}

export async function changeCity(db: Database, id: string, input: CityInput): Promise<City> {
  const row = await uniquely(db, input, id, () => updateCityRow(db, id, input));
  if (!row) throw new NotFoundError(API_ERRORS.cityNotFound);
  return toCity(row);
}

/** What still uses a city: the admin is told before being offered a delete that would fail. */
export async function cityUsage(db: Database, id: string): Promise<CityUsage> {
  const usage = await findCityUsage(db, id);
  if (!usage) throw new NotFoundError(API_ERRORS.cityNotFound);
  return usage;
}

/** Refuses to delete a city that guides or places still use, saying how many. */
export async function removeCity(db: Database, id: string): Promise<void> {
  const { guideCount, placeCount } = await cityUsage(db, id);
  if (guideCount > 0 || placeCount > 0)
    throw new ConflictError("CITY_IN_USE", CATALOGUE_MESSAGES.cityInUse(guideCount, placeCount));
  if (!(await deleteCityRow(db, id))) throw new NotFoundError(API_ERRORS.cityNotFound);
}
