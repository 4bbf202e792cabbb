/**
 * Search-result copy (issue 6: title 30–65 characters, description 70–160) of the pages
 * whose own content module does not carry it yet: business missions, privacy, terms.
 * English defines the shape; every other locale must match it.
 */
export const pageMeta = {
  missions: {
    title: "Business Missions to China | Pearl River Sourcing",
    description:
      "Turnkey business missions to China: factory visits, the Canton Fair, meetings with company owners and investors, interpreters, hotels and transfers included.",
  },
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

export type PageMetaCopy = typeof pageMeta;
