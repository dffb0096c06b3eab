import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "ghost";

const VARIANTS: Record<Variant, string> = {
  // At least 44 px high on phones, where fingers press it (issue 46 item 10).
  primary: "bg-accent-strong text-white hover:bg-accent-deep max-sm:min-h-11",
  secondary: "bg-surface-raised text-white hover:bg-border",
  ghost: "bg-transparent text-white hover:bg-surface-raised",
};

export const buttonClass = (variant: Variant = "primary", extra = "") =>
  `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${extra}`;

/** A link inside running text: underlined, so it never relies on colour alone (WCAG 1.4.1). */
export const textLinkClass =
  "text-accent underline decoration-accent/60 underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-accent";

/** A square icon-only action in lists and tables; give it an aria-label. */
export const iconButtonClass =
  "inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-raised hover:text-white focus-visible:outline-2 focus-visible:outline-accent";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant };

export function Button({ variant, className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
