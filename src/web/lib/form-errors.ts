import type { FieldErrors, FieldValues } from "react-hook-form";

/**
 * The one message a failed submit toasts: the first in the order of checks of docs/product.md §5 (docs/product.md §5), so that
 * "fill all required fields" comes before rules about any single field.
 */
export function firstMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[],
): string | null {
  const messages = Object.values(errors)
    .map((error) => (error as { message?: unknown } | undefined)?.message)
    .filter((message): message is string => typeof message === "string");
  const ranked = [...messages].sort((a, b) => rank(order, a) - rank(order, b));
  return ranked[0] ?? null;
}

function rank(order: readonly string[], message: string): number {
  const index = order.indexOf(message);
  return index === -1 ? order.length : index;
}
