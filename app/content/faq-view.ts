import type { FaqCopy } from "@lib/content/schemas/faq";

/** A page's questions and answers as the page draws them: answers already rendered to HTML. */
export interface FaqView {
  heading: string;
  items: { question: string; answerHtml: string }[];
}

/** Renders one Markdown answer to HTML; `field` names it in messages (`faq.items.2.answer`). */
export type RenderAnswer = (markdown: string, field: string) => string;

/**
 * A page's `faq` copy as the page shows it (issue 27), each answer through `render`: the
 * build's renderer in the route loaders (`faq.server.ts`), the same renderer without the
 * site's page list in the CMS preview. `undefined` for a page without a FAQ.
 */
export function faqView(faq: FaqCopy | undefined, render: RenderAnswer): FaqView | undefined {
  if (!faq) return undefined;
  return {
    heading: faq.heading,
    items: faq.items.map((item, index) => ({
      question: item.question,
      answerHtml: render(item.answer, `faq.items.${index}.answer`),
    })),
  };
}
