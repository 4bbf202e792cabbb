import type { FAQPage } from "schema-dts";
import type { FaqView } from "~/content/faq-view";

/**
 * A page's questions and answers as a schema.org `FAQPage` (issue 27), each answer's text
 * the HTML the page shows (Google reads a limited set of tags in `Answer.text`).
 */
export function faqPageNode(url: string, faq: FaqView): Exclude<FAQPage, string> {
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    name: faq.heading,
    mainEntity: faq.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answerHtml },
    })),
  };
}
