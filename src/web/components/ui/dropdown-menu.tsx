import { DropdownMenu as RadixMenu } from "radix-ui";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { buttonClass } from "./button";

type DropdownMenuProps = {
  /** What the button that opens the menu shows; text in it names the menu. */
  trigger: ReactNode;
  children: ReactNode;
};

/** A button that opens a list of choices: arrows move, Enter or Space chooses, Escape closes and refocuses it. */
export function DropdownMenu({ trigger, children }: DropdownMenuProps) {
  return (
    // Not modal and not portalled: the page stays readable to assistive technology while the menu is open, and
    // the menu sits inside the page's landmarks.
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger className={buttonClass("secondary")}>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-52 rounded-xl bg-surface p-1 shadow-xl ring-1 ring-white/10"
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Root>
  );
}

/** A choice that is a link (a page or a download), followed on click, Enter or Space like any other choice. */
export function DropdownMenuLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <RadixMenu.Item asChild>
      <a
        className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-white outline-none data-[highlighted]:bg-surface-raised"
        {...props}
      />
    </RadixMenu.Item>
  );
}
