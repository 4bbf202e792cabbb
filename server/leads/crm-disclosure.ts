import type { LeadsConfig } from "../config";

/**
 * The start-up warning when leads go to a webhook (`LEADS_WEBHOOK_URL`) while
 * content/facts.yaml says no CRM is connected (`privacy.crmConnected: false`): the privacy
 * policy and consent then name e-mail as the only recipient, so the site would not disclose
 * where leads go (issue 29, GDPR art. 13(1)(e)). Names no address: logs carry no URL.
 * @returns the warning, or null when the webhook and the facts agree.
 */
export function crmDisclosureWarning(
  config: Pick<LeadsConfig, "webhookUrl" | "crmConnected">,
): string | null {
  if (!config.webhookUrl || config.crmConnected) return null;
  return "LEADS_WEBHOOK_URL is set but content/facts.yaml has privacy.crmConnected: false, so the privacy policy and consent do not name the CRM that receives leads: set crmConnected: true and rebuild the site";
}
