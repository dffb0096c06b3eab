import { z } from "zod";
import { CITY_ALIASES, MAX_CITIES } from "../limits";

export const citySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  value: z.string(),
  slug: z.string(),
  bgColor: z.string(),
  /** The centre in WGS84 decimal degrees, both or neither. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** IANA time-zone name ("Europe/Paris"). */
  timezone: z.string().nullable(),
  /** Other names search knows it by ("NYC"). */
  aliases: z.array(z.string()).max(CITY_ALIASES.max),
  updatedAt: z.string(),
});
export type City = z.infer<typeof citySchema>;

export const cityListSchema = z.object({ items: z.array(citySchema).max(MAX_CITIES) });
export type CityList = z.infer<typeof cityListSchema>;
