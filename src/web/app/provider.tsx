import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, useState } from "react";
import { createQueryClient } from "../lib/query-client";
import { Toaster } from "../lib/toast";

const TOAST_OFFSET = "var(--toast-offset-bottom)";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster
          position="bottom-center"
          visibleToasts={1}
          theme="dark"
          richColors
          closeButton
          offset={{ bottom: TOAST_OFFSET }}
          mobileOffset={{ bottom: TOAST_OFFSET }}
        />
      </Suspense>
    </QueryClientProvider>
  );
}
