import { ChevronDown } from "lucide-react";
import type { FaqView } from "~/content/faq-view";

/**
 * A page's questions and answers (issue 27) as native disclosure widgets (`<details>`), so
 * they open and close without JavaScript; each answer is HTML rendered from Markdown at
 * build time. Nothing is drawn for a page without questions.
 */
export function FaqSection({ faq }: { faq: FaqView | undefined }) {
  if (!faq) return null;
  return (
    <section id="faq" aria-labelledby="faq-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faq-title" className="text-3xl font-bold sm:text-4xl">
          {faq.heading}
        </h2>
        <div className="mt-8 divide-y divide-line border-y border-line">
          {faq.items.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 py-5 text-lg font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="mt-1 size-5 shrink-0 text-accent transition-transform group-open:rotate-180"
                />
              </summary>
              <div
                className="pb-6 leading-relaxed text-ink/85 [&_a]:font-medium [&_a]:text-accent-strong [&_a]:underline [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p+*]:mt-3 [&_ul]:list-disc [&_ul]:ps-6 [&_*+p]:mt-3"
                dangerouslySetInnerHTML={{ __html: item.answerHtml }}
              />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
