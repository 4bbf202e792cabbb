/**
 * `text` made safe as the content or a quoted attribute value of HTML, of XML (the sitemap)
 * and of Pango markup (the preview images' text, which GLib parses as XML): `&`, `<`, `>`,
 * `"` and `'` become references every one of them reads alike. The one escaper of the
 * repository for what is still written as a string; markup made by React is escaped by
 * React.
 */
export function escapeMarkup(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
