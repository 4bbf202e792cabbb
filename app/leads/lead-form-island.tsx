import { island } from "~/islands/island";
import { withoutCountryChoices } from "./country-choices";
import { LeadForm } from "./lead-form";

/**
 * The lead form as a page places it (both forms): an island whose code (react-hook-form,
 * zod, Sonner) loads on intent (issues 7 and 17). The countries travel once, as the
 * select's options, and the island reads them back (`withoutCountryChoices`). The form's
 * copy and choices, the same on every page of a locale, go to a cached file of their own
 * (issue 33: some 2 KB Brotli out of each page's first bytes); the form, locale, page path
 * and starting values stay in the page.
 */
export const LeadFormIsland = island("lead-form", LeadForm, {
  shipped: withoutCountryChoices,
  shared: ["copy", "leadForm", "choices"],
});
