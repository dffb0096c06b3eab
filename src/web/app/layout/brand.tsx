import { MapPinned } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../lib/paths";

export function Brand() {
  return (
    <Link to={paths.home()} className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
      <MapPinned aria-hidden className="size-6 text-accent" />
      Cityguides
    </Link>
  );
}
