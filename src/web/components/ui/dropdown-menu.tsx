import { DropdownMenu as RadixMenu } from "radix-ui";
import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
} from "react";
import { useInBrowser } from "../../lib/use-in-browser";
import { buttonClass } from "./button";

const CONTENT_CLASS = "z-50 min-w-52 rounded-xl bg-surface p-1 shadow-xl ring-1 ring-white/10";
const ITEM_CLASS =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-white outline-none data-[highlighted]:bg-surface-raised hover:bg-surface-raised focus-visible:bg-surface-raised";

/** Whether the menu is the page's plain disclosure (drawn by the server, the app not yet started). */
const PlainMenu = createContext(false);

type DropdownMenuProps = {
  /** What the button that opens the menu shows; text in it names the menu. */
  trigger: ReactNode;
  children: ReactNode;
};

/**
 * A button that opens a list of choices: arrows move, Enter or Space chooses, Escape closes and refocuses it. On a
 * page drawn by the server it is a plain disclosure of links until the app has started, which then keeps it open
 * if it was opened meanwhile (docs/decisions/036).
 */
export function DropdownMenu({ trigger, children }: DropdownMenuProps) {
  // The page drawn by the server is all there is until the app has taken it over.
  const plain = !useInBrowser();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const openedBeforeTheApp = useRef(false);
  useLayoutEffect(() => {
    if (plain) openedBeforeTheApp.current = disclosure.current?.open ?? false;
  });
  if (plain)
    return (
      // In the page's flow, not floating: without scripts nothing could place it clear of a card that clips.
      <details ref={disclosure}>
        <summary className={buttonClass("secondary", "list-none [&::-webkit-details-marker]:hidden")}>
          {trigger}
        </summary>
        <div className={`mt-1.5 w-max max-w-[calc(100vw-5rem)] ${CONTENT_CLASS}`}>
          <PlainMenu value={true}>{children}</PlainMenu>
        </div>
      </details>
    );
  return (
    // Not modal and not portalled: the page stays readable to assistive technology while the menu is open, and
    // the menu sits inside the page's landmarks.
    <RadixMenu.Root modal={false} defaultOpen={openedBeforeTheApp.current}>
      <RadixMenu.Trigger className={buttonClass("secondary")}>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Content align="end" sideOffset={6} className={CONTENT_CLASS}>
        {children}
      </RadixMenu.Content>
    </RadixMenu.Root>
  );
}

/** A choice that is a link (a page or a download), followed on click, Enter or Space like any other choice. */
export function DropdownMenuLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const link = <a className={ITEM_CLASS} {...props} />;
  if (useContext(PlainMenu)) return link;
  return <RadixMenu.Item asChild>{link}</RadixMenu.Item>;
}
