import { z } from "zod";

export const citySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  value: z.string(),
  slug: z.string(),
  bgColor: z.string(),
  updatedAt: z.string(),
});
export type City = z.infer<typeof citySchema>;

export const cityListSchema = z.object({ items: z.array(citySchema) });
export type CityList = z.infer<typeof cityListSchema>;
