import { providerSnippets, type AnalyticsSettings } from "@lib/analytics/providers";
import type { LegalCopy } from "@lib/content/schemas/legal";

type Section = LegalCopy["sections"][number];

/**
 * The privacy policy's "analytics" section (content/legal/<locale>/privacy.yaml) for a
 * build with `settings`: `{provider}` becomes the service's name (e.g. "Plausible
 * Analytics") and `{analyticsHost}` its origin. Throws when the copy has no such section,
 * so a build with analytics never publishes a policy that does not mention it.
 */
export function analyticsPrivacySection(
  section: Section | undefined,
  settings: AnalyticsSettings,
): Section {
  if (!section) {
    throw new Error(
      "content/legal/<locale>/privacy.yaml: analytics: missing, but ANALYTICS_PROVIDER is set",
    );
  }
  const fill = (text: string) =>
    text
      .replaceAll("{provider}", providerSnippets[settings.provider].name)
      .replaceAll("{analyticsHost}", settings.host);
  return { heading: fill(section.heading), paragraphs: section.paragraphs.map(fill) };
}
