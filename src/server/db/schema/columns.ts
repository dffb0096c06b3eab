import { timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow();
