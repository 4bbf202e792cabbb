import { localeFromPath } from "@lib/i18n/paths";
import type { LoaderFunctionArgs } from "react-router";
import { loadHome, loadShell } from "~/content/copy.server";
import { loadProof } from "~/content/proof.server";
import { CaseStudiesPage } from "~/pages/case-study-pages";
import { caseStudiesMeta } from "~/seo/route-meta";

/**
 * The case studies' list of each locale (issue 27), built while there are entries (the
 * route exists only then, `app/routes.ts`, so its loader is typed by hand).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const shell = loadShell(locale, pathname);
  const head = caseStudiesMeta(locale, shell.ui.caseStudies);
  return {
    shell,
    copy: loadHome(locale).proof.caseStudies,
    studies: loadProof(locale).caseStudies,
    head,
  };
}

type LoaderData = ReturnType<typeof loader>;

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: { data: LoaderData | undefined }) {
  return data?.head ?? [];
}

/** The case studies' list (`app/pages/case-study-pages.tsx`). */
export default function CaseStudies({ loaderData }: { loaderData: LoaderData }) {
  return <CaseStudiesPage {...loaderData} />;
}
