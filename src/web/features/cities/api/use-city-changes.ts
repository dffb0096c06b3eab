import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { cityKeys, guideKeys } from "../../../lib/query-keys";

/** Reloads every city list on screen when the server announces a change to cities (docs/product.md §2 Cities). */
export function useCityChanges() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource("/api/realtime");
    const reload = () => {
      queryClient.invalidateQueries({ queryKey: cityKeys.all });
      // Guides show city names and colours, so they follow a renamed or recoloured city.
      queryClient.invalidateQueries({ queryKey: guideKeys.all });
    };
    source.addEventListener("cities", reload);
    // The browser reconnects by itself after the server or its database went away: changes made meanwhile
    // were never announced, so reload once the stream is back.
    let interrupted = false;
    source.addEventListener("error", () => {
      interrupted = true;
    });
    source.addEventListener("open", () => {
      if (interrupted) reload();
      interrupted = false;
    });
    return () => source.close();
  }, [queryClient]);
}
