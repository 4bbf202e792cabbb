import { execFileSync } from "node:child_process";

/** One lead of the export, with the fields the browser tests check. */
export interface ExportedLead {
  id: string;
  name: string;
  email: string;
  form: string;
  locale: string;
  spam: boolean;
  /** Sent by the form's plain HTML post (issue 18). */
  withoutJavaScript: boolean;
  /** The separate consent to the processing of personal data (issue 34, Russian pages). */
  personalDataConsent: boolean;
  landing_page: string | null;
  referrer: string | null;
  utm_campaign: string | null;
  utm_source: string | null;
  click_id: string | null;
}

/** The leads the server stored, read the way the sales team does: `npm run leads -- export`. */
export function exportedLeads(): ExportedLead[] {
  const json = execFileSync("npm", ["run", "-s", "leads", "--", "export", "--format", "json"], {
    env: { ...process.env, LEADS_DB: process.env.E2E_LEADS_DB },
    encoding: "utf8",
  });
  return JSON.parse(json);
}
