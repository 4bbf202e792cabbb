import { loadEntry } from "@lib/content/load.server";
import { renderMarkdown } from "@lib/content/markdown.server";
import { sitePaths } from "@lib/content/site-paths.server";
import { localeFromPath } from "@lib/i18n/paths";
import { sectorCategory } from "@lib/leads/schema";
import type { LoaderFunctionArgs } from "react-router";
import { loadHome, loadShell } from "~/content/copy.server";
import { loadProof } from "~/content/proof.server";
import { warnContent } from "~/content/warn.server";
import { CaseStudyPage } from "~/pages/case-study-pages";
import { caseStudyMeta } from "~/seo/route-meta";

/**
 * A case study's page in each locale (issue 27): its Markdown `story` rendered at build
 * time, links checked, raw HTML removed with a warning naming the file. The route exists
 * only while there are entries (`app/routes.ts`), so its loader is typed by hand.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const study = loadProof(locale).caseStudies.find((entry) => entry.slug === params.slug);
  if (!study) throw new Response("Not Found", { status: 404 });
  const shell = loadShell(locale, pathname);
  const home = loadHome(locale);
  let storyHtml: string | undefined;
  if (study.story) {
    const { file } = loadEntry("caseStudies", locale, study.slug);
    const rendered = renderMarkdown(study.story, {
      file,
      field: "story",
      sitePaths: sitePaths(),
      topHeadingLevel: 3,
    });
    warnContent(rendered.warnings);
    storyHtml = rendered.html;
  }
  const head = caseStudyMeta(locale, study, shell.ui.caseStudies.heading);
  return {
    shell,
    copy: home.proof.caseStudies,
    study,
    storyHtml,
    contact: home.contact,
    category: sectorCategory[study.sector],
    head,
  };
}

type LoaderData = ReturnType<typeof loader>;

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: { data: LoaderData | undefined }) {
  return data?.head ?? [];
}

/** A case study's page (`app/pages/case-study-pages.tsx`). */
export default function CaseStudy({ loaderData }: { loaderData: LoaderData }) {
  return <CaseStudyPage {...loaderData} />;
}
