import { encode } from "uqr";

/**
 * A QR code drawn as one SVG path, in the page itself: paper needs no request, and offline has none to make.
 * `label` names it for screen readers and for the PDF's tagged text.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, data } = encode(text, { ecc: "M", border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <title>{label}</title>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
