import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "../lib/query-client";

const TOAST_OFFSET = "var(--toast-offset-bottom)";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="bottom-center"
        visibleToasts={1}
        theme="dark"
        richColors
        closeButton
        offset={{ bottom: TOAST_OFFSET }}
        mobileOffset={{ bottom: TOAST_OFFSET }}
      />
    </QueryClientProvider>
  );
}
