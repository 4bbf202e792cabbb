import type { CMS, PreviewTemplateComponentProps } from "decap-cms-core";
import { localeList } from "@lib/i18n/locales";
import { localizedPath, type PageSuffix } from "@lib/i18n/paths";

/** The page suffix a content entry is shown at (`home` → "", a sector → its slug). */
function pageSuffix(collection: string, slug: string): PageSuffix | undefined {
  if (collection === "home") return "";
  if (collection === "missions") return "business-missions";
  if (collection === "sectors" || collection === "legal") return slug as PageSuffix;
  return undefined;
}

/**
 * The preview pane of a page's entry: links to that page on the site in every language,
 * each in its own direction. Decap's preview renders fields generically, not with the
 * site's own components and styles; the rebuilt page is the true preview (README,
 * "Editing the site").
 */
function PageLinks({ entry, collection }: PreviewTemplateComponentProps) {
  const suffix = pageSuffix(collection.get("name"), entry.get("slug"));
  if (suffix === undefined) return <p>This file has no page of its own.</p>;
  return (
    <nav aria-label="This page on the site">
      <p>After the change is published and the site rebuilt, the page is at:</p>
      <ul>
        {localeList.map((locale) => (
          <li key={locale.code} lang={locale.tag} dir={locale.dir}>
            <a href={localizedPath(locale.code, suffix)} target="_blank" rel="noreferrer">
              {locale.nativeName}: {localizedPath(locale.code, suffix)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The collections of `lib/content/collections.ts` whose entries are pages. */
const pageCollections = ["home", "sectors", "missions", "legal"];

/** Registers the page-link preview for every page collection. */
export function registerPreviews(cms: CMS): void {
  for (const name of pageCollections) cms.registerPreviewTemplate(name, PageLinks);
}
