import { parseArgs } from "node:util";
import { loadConfig } from "./config";
import { leadsToCsv, leadsToJson } from "./leads/export";
import { openLeadStore } from "./storage/open-lead-store";

const usage = `Usage:
  npm run leads -- list [--since DATE]
  npm run leads -- export --format csv|json [--since DATE]

Reads the leads database: PostgreSQL at DATABASE_URL when set, else SQLite at LEADS_DB (default data/leads.db). DATE is ISO 8601, e.g. 2026-01-31.`;

/**
 * The sales team's leads CLI (issue 5): \`list\` prints one line per lead with its delivery
 * state; \`export\` writes CSV (RFC 4180, UTF-8 BOM, formula-safe) or JSON to stdout.
 */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { format: { type: "string" }, since: { type: "string" }, help: { type: "boolean" } },
  });
  const command = positionals[0];
  if (values.help || !command || !["list", "export"].includes(command)) {
    process.stderr.write(`${usage}\n`);
    return values.help ? 0 : 2;
  }
  let since: Date | undefined;
  if (values.since) {
    since = new Date(values.since);
    if (Number.isNaN(since.getTime())) {
      process.stderr.write(`--since: not a date: ${values.since}\n`);
      return 2;
    }
  }
  const format = values.format ?? (command === "export" ? undefined : "list");
  if (command === "export" && format !== "csv" && format !== "json") {
    process.stderr.write(`export needs --format csv or --format json\n${usage}\n`);
    return 2;
  }
  const store = await openLeadStore(loadConfig().leads);
  try {
    const leads = await store.listLeads({ since });
    if (format === "csv") process.stdout.write(leadsToCsv(leads));
    else if (format === "json") process.stdout.write(leadsToJson(leads));
    else {
      for (const lead of leads) {
        const deliveries = await store.deliveries(lead.id);
        const state = lead.spam
          ? "spam (not delivered)"
          : deliveries.length === 0
            ? "stored (no delivery configured)"
            : deliveries
                .map(
                  (d) =>
                    `${d.channel}: ${d.deliveredAt ? "delivered" : `pending, ${d.attempts} attempts`}`,
                )
                .join("; ");
        process.stdout.write(
          `${lead.createdAt}  ${lead.form.padEnd(7)}  ${lead.locale}  ${lead.name} <${lead.email}>  ${state}\n`,
        );
      }
      process.stdout.write(`${leads.length} leads in ${store.location}\n`);
    }
    return 0;
  } finally {
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
