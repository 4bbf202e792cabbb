import { z } from "zod";
import { label, pageMeta, text } from "./fields";

/**
 * The words around the articles (issue 27), `content/ui/<locale>/insights.yaml`: the lists,
 * an article page's labels, the home and sector pages' "latest" section and the feed.
 * Placeholders (`{page}`, `{sector}`, `{date}`, `{minutes}`, `{name}`) are filled per page.
 */
export const insightsUiSchema = z
  .object({
    name: label().describe("What the articles are called: the breadcrumb and the links."),
    list: z
      .object({
        meta: pageMeta,
        title: text(60),
        intro: text(300),
        /** The search title of list page 2, 3…: `{title}` is the first page's, `{page}` its number. */
        pageTitle: text(80),
      })
      .strict(),
    sector: z
      .object({
        title: text(80).describe("The heading of one sector's list; {sector} is its name."),
        metaTitle: text(65),
        metaDescription: text(160),
      })
      .strict(),
    pagination: z
      .object({
        label: text(40),
        newer: label(),
        older: label(),
        page: text(40).describe("{page} of {pages}."),
      })
      .strict(),
    article: z
      .object({
        breadcrumb: text(40).describe("The accessible name of the breadcrumb trail."),
        published: text(60).describe("{date}: the publication date."),
        updated: text(60).describe("{date}: the day of the last change."),
        readingTime: text(240).describe("{minutes}: an ICU plural."),
        sectors: text(40),
        author: text(80).describe("{name} and {role} of the team member."),
        related: text(60),
        contactHeading: text(80),
        contactIntro: text(300),
      })
      .strict(),
    latest: z.object({ heading: text(60), all: label() }).strict(),
    feed: z
      .object({
        title: text(80).describe("{brand}: the company's name."),
        description: text(200),
      })
      .strict(),
  })
  .strict();

export type InsightsUi = z.infer<typeof insightsUiSchema>;
