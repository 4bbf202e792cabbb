import type { InboxCopy } from "@lib/content/schemas/inbox";
import type { InboxLanguage } from "@lib/inbox/languages";

/**
 * The catalogues `content/inbox/<language>.yaml`, one lazy chunk each, checked at build by
 * the `inbox:copy` Vite plugin (scripts/vite/inbox-copy.ts): a reader downloads only the
 * language shown.
 */
const catalogues = import.meta.glob<InboxCopy>("../../content/inbox/*.yaml", {
  import: "default",
});

/**
 * The copy of `language`.
 * @throws Error when the build has no catalogue for it (a language added to
 *   lib/inbox/languages.ts without its file; `npm run content:check` names it first).
 */
export async function loadCatalogue(language: InboxLanguage): Promise<InboxCopy> {
  const load = catalogues[`../../content/inbox/${language}.yaml`];
  if (!load) throw new Error(`No inbox catalogue content/inbox/${language}.yaml`);
  return load();
}
