import { useEffect } from "react";
import { useCopy } from "../i18n/copy";

/** Sets the document's title to "`title` · Leads inbox" (in the language shown) while the page is shown. */
export function usePageTitle(title: string): void {
  const { t } = useCopy();
  const full = t("app.pageTitle", { page: title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
