/** A LIKE pattern matching names that contain `text`; `%` and `_` typed by a user match themselves, not any text. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
