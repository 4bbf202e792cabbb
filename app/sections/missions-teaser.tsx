import type { HomeCopy } from "@lib/content/schemas/home";
import { ArrowIcon } from "~/components/arrow-icon";
import { Button } from "@lib/ui/button";
import type { Locale } from "@lib/i18n/locales";
import { localizedPath } from "@lib/i18n/paths";

/** The business-missions teaser (SPEC §2), linking to the language's missions page. */
export function MissionsTeaser({
  copy,
  locale,
}: {
  copy: HomeCopy["missionsTeaser"];
  locale: Locale;
}) {
  return (
    <section
      aria-labelledby="missions-teaser-title"
      className="on-dark bg-ink-soft py-16 text-white sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-gold uppercase">{copy.eyebrow}</p>
        <h2 id="missions-teaser-title" className="mt-3 text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-white/85">{copy.text}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.points.map((point) => (
            <li key={point.title} className="rounded-xl bg-white/5 p-6 ring-1 ring-white/15">
              <h3 className="text-lg font-semibold text-white">{point.title}</h3>
              <p className="mt-2 text-white/80">{point.text}</p>
            </li>
          ))}
        </ul>
        <Button asChild variant="secondary" className="mt-10">
          <a href={localizedPath(locale, "business-missions")}>
            {copy.learnMore}
            <span className="sr-only"> {copy.learnMoreAbout}</span>
            <ArrowIcon />
          </a>
        </Button>
      </div>
    </section>
  );
}
