import "~/lib/zod-jitless";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { loadCatalogue } from "./i18n/catalogues";
import { CopyProvider, startLanguage } from "./i18n/copy";
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
// The page's language is known before the first render (issue 31 item 7): its catalogue first.
const language = startLanguage();
const catalogue = await loadCatalogue(language);
document.documentElement.lang = language;
createRoot(root).render(
  <StrictMode>
    <CopyProvider language={language} catalogue={catalogue}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </CopyProvider>
  </StrictMode>,
);
