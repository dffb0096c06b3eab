import { MESSAGES } from "../../../../shared/messages";
import type { GuideDetail } from "../../../../shared/schemas";
import { QrCode } from "../../../components/qr-code";
import { paths } from "../../../lib/paths";
import { useInBrowser } from "../../../lib/use-in-browser";
import { usePrintAsked } from "../../../lib/use-print-asked";

/**
 * Paper's last lines: the guide's public address, as its Share button gives it, and a QR code of it
 * (docs/product.md §2 Printing). The origin is the browser's, so it waits for the browser; the QR code waits for
 * paper.
 */
export function PrintedGuideAddress({ guide }: { guide: GuideDetail }) {
  const inBrowser = useInBrowser();
  const printAsked = usePrintAsked();
  if (!inBrowser) return null;
  const address = `${window.location.origin}${paths.guide(guide.location, guide.id)}`;
  return (
    <footer className="hidden break-inside-avoid items-center gap-4 border-t border-border pt-4 print:flex">
      {printAsked && (
        <QrCode text={address} label={MESSAGES.guide.printedQrCode} className="size-28 shrink-0" />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{MESSAGES.guide.printedAddress}</p>
        <p className="break-all text-sm">{address}</p>
      </div>
    </footer>
  );
}
