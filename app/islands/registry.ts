import type { ComponentType } from "react";

/** How and when one island's code reaches the browser; `P` is its component's props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface IslandSpec<P = any> {
  /**
   * `idle`: once the page has loaded and the browser is idle; `visible`: when the island
   * comes within `margin` CSS pixels of the viewport. Either way a reader who reaches into
   * it first (focus, pointer, a form's submit) hydrates it at once.
   */
  when: "idle" | "visible";
  /** Distance from the viewport at which a `visible` island starts loading, in CSS pixels. */
  margin?: number;
  /** Rendered by the browser only: the prerendered page holds an empty container. */
  clientOnly?: boolean;
  /** Imports the island's component (a chunk of its own). */
  load: () => Promise<ComponentType<P>>;
}

/** Keeps an island's component props in its type, for `island()` to check pages against. */
function define<P>(spec: IslandSpec<P>): IslandSpec<P> {
  return spec;
}

/**
 * The interactive parts of the site (issue 7): everything else is prerendered HTML and
 * CSS that needs no JavaScript. Each entry is loaded on its own, so a page downloads
 * React only once the browser is idle, and a form's or the carousel's libraries only when
 * the reader comes near them.
 */
export const islands = {
  /** Radix tooltips on the flags (SPEC §2); the flags are plain links before that. */
  "language-switcher": define({
    when: "idle",
    load: () => import("~/sections/language-switcher").then((m) => m.LanguageSwitcher),
  }),
  /** Sonner's toast region (SPEC §4); it only ever shows what a form reports. */
  toaster: define({
    when: "idle",
    clientOnly: true,
    load: () => import("~/components/ui/toaster").then((m) => m.Toaster),
  }),
  /** react-hook-form, zod and Sonner, for the landing contact form (issue 5). */
  "contact-form": define({
    when: "visible",
    margin: 600,
    load: () => import("~/leads/contact-form").then((m) => m.ContactForm),
  }),
  /** The same for the business-missions request form. */
  "mission-form": define({
    when: "visible",
    margin: 600,
    load: () => import("~/leads/mission-form").then((m) => m.MissionForm),
  }),
  /** Embla, for the partner-logo carousel (SPEC §2). */
  "partner-carousel": define({
    when: "visible",
    margin: 400,
    load: () => import("~/sections/partner-carousel").then((m) => m.PartnerCarousel),
  }),
};

export type IslandName = keyof typeof islands;
