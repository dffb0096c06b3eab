import type { Violation } from "./rules";

/** How `npm run lint:boundaries` prints a violation: both files, then the rule's name and why it holds. */
export const describeViolation = ({ from, to, rule, why }: Violation) =>
  `${from} -> ${to}\n  ${rule}: ${why}`;
