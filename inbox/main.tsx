import "~/lib/zod-jitless";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { router } from "./router";

// A page restored from the back-forward cache after sign-out would show leads from memory:
// reload it instead, so the server decides (it sends the signed-out reader to sign-in).
window.addEventListener("pageshow", (event) => {
  if (event.persisted) window.location.reload();
});

const queryClient = new QueryClient({
  defaultOptions: {
    // An ApiError (a 404, a refused filter) will not change by asking again at once.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 },
  },
});

const root = document.getElementById("root");
if (!root) throw new Error("inbox/index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
