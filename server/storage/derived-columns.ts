import type { Lead } from "./lead";

/**
 * `text` as the inbox search compares it: NFKC-normalised (fullwidth letters, ligatures)
 * and lower-cased in every script, the same for the stored column and the query.
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/** The `leads.search_text` of a lead: its name, company, e-mail and message, folded. */
export function searchText(lead: Pick<Lead, "name" | "company" | "email" | "message">): string {
  return foldForSearch(
    [lead.name, lead.company, lead.email, lead.message].filter(Boolean).join("\n"),
  );
}

/**
 * The `leads.source` of a lead (the inbox's "source"): its `utm_source`, else the host of
 * its referrer (stored as an origin), else null (a direct visit).
 */
export function leadSource(attribution: {
  utmSource: string | null;
  referrer: string | null;
}): string | null {
  if (attribution.utmSource) return attribution.utmSource;
  if (!attribution.referrer) return null;
  try {
    return new URL(attribution.referrer).hostname || null;
  } catch {
    return null;
  }
}
