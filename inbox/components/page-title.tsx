import { useEffect } from "react";

/** Sets the document's title to "`title` · Leads inbox" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Leads inbox`;
  }, [title]);
}
