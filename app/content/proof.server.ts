import type { CollectionName, EntryOf } from "@lib/content/collections";
import { entrySlugs, loadEntry } from "@lib/content/load.server";
import { mediaFileName } from "@lib/content/schemas/media";
import { messengerName } from "@lib/content/schemas/team";
import { localeInfo, type Locale } from "@lib/i18n/locales";

/** An entry of a proof collection with its country named in the page's language. */
type WithCountry<T> = Omit<T, "country"> & { country: string };

/** The proof the home page shows (issue 21); a section whose list is empty is left out. */
export interface Proof {
  /** With their slug (file name): each has a page of its own (issue 27). */
  caseStudies: (WithCountry<EntryOf<"caseStudies">> & { slug: string; photoFile?: string })[];
  testimonials: WithCountry<EntryOf<"testimonials">>[];
  certificates: (EntryOf<"certificates"> & { photoFile?: string })[];
  team: (EntryOf<"team"> & { photoFile?: string; messengerName: string })[];
}

function entries<C extends CollectionName>(
  name: C,
  locale: Locale,
): (EntryOf<C> & { slug: string })[] {
  return entrySlugs(name).map((slug) => ({ ...loadEntry(name, locale, slug).data, slug }));
}

/**
 * Every entry of the case studies, testimonials, certificates and team in `locale`, in file
 * name order (the CMS names new files by year and month, so oldest first), countries named
 * through `Intl.DisplayNames` and photos as file names of `content/media/`. Build time only.
 * @throws ContentError when an entry is invalid (see `loadEntry`).
 */
export function loadProof(locale: Locale): Proof {
  const regions = new Intl.DisplayNames([localeInfo(locale).formatTag], { type: "region" });
  const country = (code: string) => regions.of(code) ?? code;
  return {
    caseStudies: entries("caseStudies", locale).map(({ photo, ...entry }) => ({
      ...entry,
      country: country(entry.country),
      ...(photo ? { photoFile: mediaFileName(photo) } : {}),
    })),
    testimonials: entries("testimonials", locale).map((entry) => ({
      ...entry,
      country: country(entry.country),
    })),
    certificates: entries("certificates", locale).map(({ photo, ...entry }) => ({
      ...entry,
      ...(photo ? { photoFile: mediaFileName(photo) } : {}),
    })),
    team: entries("team", locale).map(({ photo, ...entry }) => ({
      ...entry,
      messengerName: messengerName(entry.messenger),
      ...(photo ? { photoFile: mediaFileName(photo) } : {}),
    })),
  };
}
