/**
 * Search-result copy of the privacy and terms pages (issue 6): title 30–65 characters,
 * description 70–160. English defines the shape; every other locale must match it.
 */
export const legalMeta = {
  privacy: {
    title: "Privacy Policy | Pearl River Sourcing",
    description:
      "How Pearl River Sourcing handles the name, company and contact details you send through our quote and business-mission forms, and your rights.",
  },
  terms: {
    title: "Terms of Use | Pearl River Sourcing",
    description:
      "Terms for using the Pearl River Sourcing website: who we are, how quote and business-mission requests are handled, liability and governing law.",
  },
};

export type LegalMetaCopy = typeof legalMeta;
