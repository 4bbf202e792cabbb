import type { Facts } from "@lib/content/schemas/facts";
import type { LegalCopy } from "@lib/content/schemas/legal";

type Section = LegalCopy["sections"][number];

/**
 * The privacy policy's representative sections (issue 29; GDPR art. 27, UK GDPR art. 27):
 * one per representative in `facts.controller.representatives`, the region named in
 * `formatTag`'s language (CLDR). None when no representative is appointed.
 * @throws Error when representatives are listed but the copy has no `representative` section.
 */
export function representativeSections(
  section: Section | undefined,
  representatives: Facts["controller"]["representatives"],
  formatTag: string,
): Section[] {
  if (representatives.length === 0) return [];
  if (!section) {
    throw new Error(
      "content/legal/<locale>/privacy.yaml: representative: missing, but facts.yaml lists a representative",
    );
  }
  const regions = new Intl.DisplayNames([formatTag], { type: "region" });
  return representatives.map((representative) => {
    const fill = (text: string) =>
      text
        .replaceAll(
          "{representativeRegion}",
          regions.of(representative.region) ?? representative.region,
        )
        .replaceAll("{representativeName}", representative.name)
        .replaceAll("{representativeAddress}", representative.address)
        .replaceAll("{representativeEmail}", representative.email);
    return { heading: fill(section.heading), paragraphs: section.paragraphs.map(fill) };
  });
}
