import { LoaderCircle } from "lucide-react";

export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-12">
      <LoaderCircle aria-hidden className="size-8 animate-spin text-muted" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
