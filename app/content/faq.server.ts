import { renderMarkdown } from "@lib/content/markdown.server";
import type { FaqCopy } from "@lib/content/schemas/faq";
import { sitePaths } from "@lib/content/site-paths.server";
import { faqView, type FaqView } from "./faq-view";
import { warnContent } from "./warn.server";

/**
 * A page's questions and answers for its route loader (issue 27): each Markdown answer
 * rendered at build time, its links to the site checked against the pages the build makes,
 * raw HTML removed with a warning naming `file` and the field. `undefined` without a FAQ.
 * @throws ContentError naming the file, field and link for a link to a page the site lacks.
 */
export function loadFaq(faq: FaqCopy | undefined, file: string): FaqView | undefined {
  const paths = sitePaths();
  return faqView(faq, (markdown, field) => {
    // The answer sits under its question, itself under the FAQ's h2.
    const rendered = renderMarkdown(markdown, {
      file,
      field,
      sitePaths: paths,
      topHeadingLevel: 4,
    });
    warnContent(rendered.warnings);
    return rendered.html;
  });
}
