/** A JSON-LD block as React Router's `<Meta />` writes it (its JSON escapes `<`, so no `</script>` inside). */
const jsonLdBlock = /<script type="application\/ld\+json">[\s\S]*?<\/script>/g;

/**
 * Moves the page's JSON-LD blocks from the head, where `<Meta />` writes them, to the end of
 * the body (issue 33): they are data for search engines, which read them anywhere in the
 * document (https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data),
 * and nothing the first paint needs, so the head, the site header and the hero reach the
 * browser within the first round trip. Takes and returns a whole rendered document; one
 * without blocks is returned as it is. Throws when the document has no `</body>`.
 */
export function structuredDataAtBodyEnd(html: string): string {
  const blocks = html.match(jsonLdBlock);
  if (!blocks) return html;
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd < 0) throw new Error("The rendered document has no </body> to hold its JSON-LD");
  return html.slice(0, bodyEnd).replace(jsonLdBlock, "") + blocks.join("") + html.slice(bodyEnd);
}
