import { createBrowserRouter } from "react-router";
import { Shell } from "./components/shell";
import { RouteError } from "./components/route-error";
import { LeadPage } from "./pages/lead";
import { LeadsPage } from "./pages/leads";
import { SignInPage } from "./pages/sign-in";

/**
 * The inbox's pages under /inbox/ (React Router 7, data mode). The server sends a reader
 * without a session to /inbox/sign-in before this code loads; the API's 401 does the same
 * for a session that ends while the page is open (api/client.ts). The dashboard and its
 * chart library load only when it is opened.
 */
export const router = createBrowserRouter(
  [
    { path: "sign-in", element: <SignInPage />, errorElement: <RouteError /> },
    {
      element: <Shell />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <LeadsPage /> },
        { path: "leads/:id", element: <LeadPage /> },
        {
          path: "dashboard",
          lazy: async () => ({ Component: (await import("./pages/dashboard")).DashboardPage }),
        },
        { path: "*", element: <RouteError notFound /> },
      ],
    },
  ],
  { basename: "/inbox" },
);
