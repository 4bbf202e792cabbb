import type { ProductCategory } from "@lib/leads/schema";
import { Artwork } from "~/components/art/artwork";
import type { InsightArticle, InsightLabels } from "~/content/insights-view";
import type { ShellData } from "~/content/types";
import { ContactSection } from "~/sections/contact";
import { InsightCardList, SectorChips } from "~/sections/insight-cards";
import { SiteLayout } from "~/sections/site-layout";

/** What an article page shows: the article, its labels, and the quote form's copy. */
export interface InsightPageProps {
  shell: ShellData;
  article: InsightArticle;
  labels: InsightLabels;
  contact: { heading: string; intro: string };
  /** The category the quote form starts on: the article's first sector's (issue 27). */
  category?: ProductCategory;
}

/** Typography for the Markdown body: headings, lists, tables, links, in logical properties. */
const prose =
  "leading-relaxed text-ink/90 [&_a]:font-medium [&_a]:text-accent-strong [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink [&_h4]:mt-6 [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4 [&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-start [&_th]:border-b [&_th]:border-line [&_th]:py-2 [&_th]:pe-4 [&_th]:text-start [&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_td]:pe-4 [&_code]:rounded [&_code]:bg-sand [&_code]:px-1";

/**
 * An article (issue 27): breadcrumbs, title, date in the locale's format, reading time,
 * sector chips, picture, the Markdown body rendered at build time, up to three related
 * articles and the quote form on the article's sector. Rendered by `app/routes/insight.tsx`
 * and by the CMS preview.
 */
export function InsightPage({ shell, article, labels, contact, category }: InsightPageProps) {
  return (
    <SiteLayout shell={shell}>
      <article aria-labelledby="article-title">
        <header className="on-dark bg-ink text-white">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
            <nav aria-label={labels.breadcrumb}>
              <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-white/80">
                {article.breadcrumbs.map((crumb, index) => {
                  const last = index === article.breadcrumbs.length - 1;
                  return (
                    <li key={crumb.href} className="flex items-center gap-2">
                      {last ? (
                        <a href={crumb.href} aria-current="page" className="text-white">
                          {crumb.name}
                        </a>
                      ) : (
                        <>
                          <a href={crumb.href} className="underline hover:text-white">
                            {crumb.name}
                          </a>
                          <span aria-hidden="true">/</span>
                        </>
                      )}
                    </li>
                  );
                })}
              </ol>
            </nav>
            <h1 id="article-title" className="mt-6 text-3xl font-bold sm:text-5xl">
              {article.title}
            </h1>
            <p className="mt-4 text-lg text-white/85">{article.description}</p>
            <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-white/80">
              <time dateTime={article.date}>{article.published}</time>
              {article.updated && (
                <time dateTime={article.updated.date}>{article.updated.label}</time>
              )}
              <span>{article.readingTime}</span>
              {article.author && <span>{article.author}</span>}
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <SectorChips chips={article.sectors} label={labels.sectors} />
          <Artwork
            image={article.image}
            alt={article.imageAlt}
            sizes="(min-width: 768px) 720px, 100vw"
            priority
            className="mt-6 aspect-[16/9] w-full rounded-xl object-cover"
          />
          <div className={prose} dangerouslySetInnerHTML={{ __html: article.html }} />
        </div>
      </article>
      {article.related.length > 0 && (
        <section aria-labelledby="related-title" className="border-t border-line py-16">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="related-title" className="text-2xl font-bold sm:text-3xl">
              {labels.related}
            </h2>
            <div className="mt-8">
              <InsightCardList cards={article.related} />
            </div>
          </div>
        </section>
      )}
      <ContactSection shell={shell} copy={contact} category={category} />
    </SiteLayout>
  );
}
