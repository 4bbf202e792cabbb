/**
 * The lead fields' length limits, on their own (no zod), so the page's entry script can
 * honour them (app/leads/attribution.ts) without loading the schema. `schema.ts` enforces them.
 */

/** Longest accepted value of each field, in UTF-16 code units (what `maxLength` counts). */
export const fieldLimits = {
  name: 200,
  company: 200,
  email: 254, // RFC 5321 §4.5.3.1.3: longest forward-path minus the angle brackets
  phone: 40,
  program: 300,
  /** A product or part of a quote line (issue 30): a name, model or part number. */
  product: 200,
  /** The preferred month or departure of a mission (issue 30). */
  travelPeriod: 100,
  message: 5000,
  page: 300,
  website: 300,
  /** Each attribution value (issue 15): URLs and campaign names, trimmed by the browser. */
  attribution: 512,
  /** ALTCHA's base64 payload: a few hundred characters; anything far longer is not one. */
  altcha: 4096,
} as const;
