import type { ComponentType } from "react";
import { readDraft, readPending } from "~/leads/draft";

/** DOM events on an island's container that show the reader reaching for it. */
export type IntentEvent = "pointerover" | "pointerdown" | "focusin" | "input";

/** How and when one island's code reaches the browser; `P` is its component's props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface IslandSpec<P = any> {
  /**
   * Events inside the container that start loading the island (issue 17: no island's code
   * before the reader shows intent). A form's submit always does, and is held until then.
   */
  intent: readonly IntentEvent[];
  /**
   * Also load when the island comes within this many CSS pixels of the viewport, for an
   * island whose first use must not wait for its code (the carousel's keys and buttons).
   */
  nearViewport?: number;
  /** Whether the reader already acted on it in an earlier view (a kept draft): load at once. */
  resumed?: () => boolean;
  /** Islands whose code is loaded together with this one (a form brings its toaster). */
  brings?: readonly string[];
  /** Rendered by the browser only: the prerendered page holds an empty container. */
  clientOnly?: boolean;
  /** Imports the island's component (a chunk of its own). */
  load: () => Promise<ComponentType<P>>;
}

/** Keeps an island's component props in its type, for `island()` to check pages against. */
function define<P>(spec: IslandSpec<P>): IslandSpec<P> {
  return spec;
}

const leadFormNames = ["contact", "mission"] as const;

/** A form is reached for by focus, a tap or typing; a pointer passing over it is not intent. */
const formIntent = ["focusin", "pointerdown", "input"] as const;

/**
 * The interactive parts of the site (issues 7 and 17): everything else is prerendered HTML
 * and CSS that needs no JavaScript. Each entry is loaded on its own, and only once the
 * reader reaches for it, so a page left alone downloads no React at all.
 */
export const islands = {
  /**
   * Radix tooltips on the flags (SPEC §2); the flags are plain links before that. The
   * tooltip waits 700 ms after a pointer enters, time enough for its code to arrive.
   */
  "language-switcher": define({
    intent: ["pointerover", "pointerdown", "focusin"],
    load: () => import("~/sections/language-switcher").then((m) => m.LanguageSwitcher),
  }),
  /** Sonner's toast region (SPEC §4); it only ever shows what a form reports, so it comes with one. */
  toaster: define({
    intent: [],
    clientOnly: true,
    load: () => import("~/components/ui/toaster").then((m) => m.Toaster),
  }),
  /**
   * react-hook-form, zod, TanStack Query, the ALTCHA solver and Sonner, for the lead forms
   * (issues 5 and 15): one component for both. A kept draft, or a lead still being sent
   * (offline before a reload), loads it at once.
   */
  "lead-form": define({
    intent: formIntent,
    resumed: () =>
      leadFormNames.some((form) => readDraft(form) !== null || readPending(form) !== null),
    brings: ["toaster"],
    load: () => import("~/leads/lead-form").then((m) => m.LeadForm),
  }),
  /**
   * The site search (issue 27): Pagefind's script and index load when the reader focuses or
   * types in a search field; at once on the search page opened with a query (`?q=`).
   */
  "site-search": define({
    intent: ["focusin", "pointerdown", "input"],
    resumed: () => /\/search$/.test(location.pathname) && location.search.includes("q="),
    load: () => import("~/search/site-search").then((m) => m.SiteSearch),
  }),
  /** Embla, for the partner-logo carousel (SPEC §2): ready before the reader scrolls to it. */
  "partner-carousel": define({
    intent: ["pointerover", "pointerdown", "focusin"],
    nearViewport: 400,
    load: () => import("~/sections/partner-carousel").then((m) => m.PartnerCarousel),
  }),
};

export type IslandName = keyof typeof islands;
