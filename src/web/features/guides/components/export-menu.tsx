import { Download } from "lucide-react";
import { GUIDE_EXPORT_FORMATS, guideExportPath } from "../../../../shared/guide-export";
import { MESSAGES } from "../../../../shared/messages";
import { DropdownMenu, DropdownMenuLink } from "../../../components/ui/dropdown-menu";

/** The guide's places as files for map apps (docs/product.md §2); the server names each download. */
export function ExportMenu({ guideId }: { guideId: string }) {
  return (
    <DropdownMenu
      trigger={
        <>
          <Download aria-hidden className="size-4" />
          <span className="max-sm:sr-only">{MESSAGES.guide.export}</span>
        </>
      }
    >
      {GUIDE_EXPORT_FORMATS.map((format) => (
        <DropdownMenuLink key={format} href={guideExportPath(guideId, format)} download>
          {MESSAGES.guide.exportFormats[format]}
        </DropdownMenuLink>
      ))}
    </DropdownMenu>
  );
}
