/**
 * Every business constant of the site, once (SPEC §1, §3, §9; ARCHITECTURE.md).
 *
 * EXAMPLE VALUES: the company name, phones, e-mails, address, messenger link and site
 * URL below are placeholders that the owner replaces with the real ones. The figures
 * are the company's own claims from the specification.
 */
export const company = {
  /** Brand name, kept in Latin script in every language. EXAMPLE. */
  name: "Pearl River Sourcing",
  /** Year the company was founded; the copyright line runs from it to the build year. */
  foundedYear: 2006,

  figures: {
    yearsOfExperience: 19,
    deliveryCountries: 57,
    /** Shown as "1000+". */
    clients: 1000,
    containersDelivered: 6278,
    /** Share of projects organised turnkey, in percent. */
    turnkeyPercent: 100,
  },

  contact: {
    /**
     * EXAMPLE phone numbers, in E.164 for `tel:` links and as displayed; the display form
     * groups digits with no-break spaces so a number never wraps across two lines.
     */
    phones: [
      { e164: "+862038880000", display: "+86\u00a020\u00a03888\u00a00000" },
      { e164: "+8613800000000", display: "+86\u00a0138\u00a00000\u00a00000" },
    ],
    /** EXAMPLE addresses: general enquiries, sales, jobs (SPEC §3). */
    emails: {
      general: "info@pearlriversourcing.example",
      sales: "sales@pearlriversourcing.example",
      jobs: "hr@pearlriversourcing.example",
    },
    /** EXAMPLE online chat office: an external messenger, opened in a new tab. */
    messenger: { name: "WhatsApp", url: "https://wa.me/8613800000000" },
    /** EXAMPLE head-office address in Guangzhou (Latin script, as printed on contracts). */
    address: {
      street: "Tianhe North Road 233, Room 1808",
      district: "Tianhe District",
      city: "Guangzhou",
      region: "Guangdong",
      postalCode: "510610",
      country: "CN",
    },
  },

  /** Working hours, in China Standard Time (SPEC §9). */
  hours: {
    timeZone: "GMT+8",
    weekdays: { opens: "09:00", closes: "18:00" },
    saturday: { opens: "09:00", closes: "13:00" },
  },

  /** Business missions (SPEC §1, §9); ARCHITECTURE.md settles the length at 3 to 25 days. */
  missions: {
    days: { min: 3, max: 25 },
    companyTours: { min: 3, max: 15 },
    cityCount: 10,
    /** The three example programmes of SPEC §2 ("Example programmes"), in days. */
    programmes: {
      technology: { days: { min: 3, max: 5 } },
      trade: { days: { min: 8, max: 15 } },
      specialised: { days: { min: 5, max: 6 } },
    },
  },

  /** Premium-cars range claim of SPEC §1 and §9, in kilometres (shown as "700+ km"). */
  carRangeKm: 700,
} as const;

export type Company = typeof company;

/** The copyright line's years, e.g. "2006–2026"; `buildYear` comes from the build so HTML and hydration agree. */
export function copyrightYears(buildYear: number): string {
  return `${company.foundedYear}–${buildYear}`;
}
