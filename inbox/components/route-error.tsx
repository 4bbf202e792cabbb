import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ApiError } from "../api/client";
import { useCopy } from "../i18n/copy";
import { usePageTitle } from "./page-title";

/** What an inbox page shows when its route failed or does not exist, with a way back. */
export function RouteError({ notFound = false }: { notFound?: boolean }) {
  const { t } = useCopy();
  const error = useRouteError();
  const missing =
    notFound ||
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.status === 404);
  const title = t(missing ? "routeError.notFoundTitle" : "routeError.failedTitle");
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2">{t(missing ? "routeError.notFound" : "routeError.failed")}</p>
      <p className="mt-4">
        <Link to="/" className="font-semibold text-accent underline underline-offset-4">
          {t("routeError.backToLeads")}
        </Link>
      </p>
    </div>
  );
}
