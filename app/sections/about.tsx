import {
  BadgeCheck,
  Globe2,
  Handshake,
  Lightbulb,
  Eye,
  ShieldCheck,
  Scale,
  Factory,
} from "lucide-react";
import type { HomeCopy } from "@lib/content/schemas/home";
import type { Figures } from "~/content/types";
import { Button } from "@lib/ui/button";

const whyIcons = [Factory, ShieldCheck, Globe2, Scale];
const principleIcons = [Eye, BadgeCheck, Lightbulb, Handshake];

/**
 * The about section (SPEC §2): who we are, the services, three statistics (issue 29: no percentage that measures nothing), four
 * 'Why Choose Us' points, four working principles and 'Start Cooperation' to #contact.
 */
export function About({ copy, figures }: { copy: HomeCopy["about"]; figures: Figures }) {
  const stats = [
    [figures.years, copy.figures.years],
    [figures.countries, copy.figures.countries],
    [figures.containers, copy.figures.containers],
  ] as const;
  return (
    <section id="about" aria-labelledby="about-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="about-title" className="text-3xl font-bold sm:text-4xl">
              {copy.heading}
            </h2>
            {copy.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </div>
          {/* self-start: the box is as tall as its list, not the text column beside it. */}
          <div className="self-start rounded-xl bg-sand p-6 sm:p-8">
            <h3 className="text-xl font-semibold">{copy.servicesHeading}</h3>
            <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
              {copy.servicesList.map((service) => (
                <li key={service} className="flex gap-2">
                  <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                  {service}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <dl className="mt-14 grid gap-6 sm:grid-cols-3">
          {stats.map(([value, label]) => (
            <div key={label} className="flex flex-col-reverse gap-1 border-s-4 border-accent ps-4">
              <dt className="text-muted">{label}</dt>
              <dd className="text-3xl font-bold sm:text-4xl">
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>

        <h3 className="mt-16 text-2xl font-bold">{copy.whyHeading}</h3>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.why.map((point, i) => {
            const Icon = whyIcons[i] ?? BadgeCheck;
            return (
              <li key={point.title} className="rounded-xl p-6 ring-1 ring-line">
                <Icon aria-hidden="true" className="size-8 text-accent" />
                <h4 className="mt-4 text-lg font-semibold">{point.title}</h4>
                <p className="mt-2 text-muted">{point.text}</p>
              </li>
            );
          })}
        </ul>

        <h3 className="mt-16 text-2xl font-bold">{copy.principlesHeading}</h3>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.principles.map((principle, i) => {
            const Icon = principleIcons[i] ?? BadgeCheck;
            return (
              <li key={principle.title} className="flex gap-4">
                <Icon aria-hidden="true" className="size-7 shrink-0 text-ink" />
                <div>
                  <h4 className="text-lg font-semibold">{principle.title}</h4>
                  <p className="mt-1 text-muted">{principle.text}</p>
                </div>
              </li>
            );
          })}
        </ul>

        <Button asChild className="mt-12">
          <a href="#contact">{copy.cta}</a>
        </Button>
      </div>
    </section>
  );
}
