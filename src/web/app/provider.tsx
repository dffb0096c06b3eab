import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense } from "react";
import { Toaster, useToasterWanted } from "../lib/toast";

const TOAST_OFFSET = "var(--toast-offset-bottom)";

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const toasts = useToasterWanted();
  return (
    <QueryClientProvider client={client}>
      {children}
      {toasts && (
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
      )}
    </QueryClientProvider>
  );
}
