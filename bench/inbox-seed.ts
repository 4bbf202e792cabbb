import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { sql, type Insertable } from "kysely";
import pg from "pg";
import { defaultLocale, localeList, locales } from "../lib/i18n/locales";
import { leadStatuses } from "../lib/inbox/api";
import { productCategories } from "../lib/leads/schema";
import { addBusinessTime, dueAt } from "../server/inbox/business-time";
import { loadOfficeCalendar } from "../server/inbox/office-calendar";
import { hashPassword } from "../server/inbox/passwords";
import { openPostgresDatabase, openSqliteDatabase } from "../server/storage/database";
import { leadRow } from "../server/storage/lead-row";
import type { Lead } from "../server/storage/lead";
import { openLeadStore } from "../server/storage/open-lead-store";
import { storedLead } from "../tests/support/lead-factory";
import type { LeadsTable } from "../server/storage/schema";

/**
 * The inbox benches' data (`bench:inbox`, `bench:export-load`): a seeded, realistic spread
 * of leads over 26 weeks, four locales, the product categories and a dozen sources and
 * campaigns, and the account the benches sign in as.
 */
export const benchUser = { email: "bench@inbox.example", password: "bench-password-123" };
const calendar = loadOfficeCalendar();

/** A seeded PRNG (mulberry32), so every run seeds the same leads. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const latinNames = [
  ["James Walker", "Emma Clarke", "Oliver Hughes", "Sophie Turner", "Hiro Nakamura"],
  ["Carmen Ruiz", "Javier López", "Lucía Fernández", "Mateo García", "Sofía Martínez"],
];
const arabicNames = ["محمد العتيبي", "ليلى حداد", "عمر سعيد", "فاطمة الزهراء", "خالد المنصوري"];
const cyrillicNames = [
  "Иван Петров",
  "Анна Смирнова",
  "Дмитрий Орлов",
  "Елена Козлова",
  "Сергей Волков",
];

/** Names in each locale's script (from the registry, so a new locale needs no change here). */
const namesByLocale = new Map(
  localeList.map((info, index) => [
    info.code,
    info.dir === "rtl"
      ? arabicNames
      : info.fonts.some((font) => font.includes("cyrillic"))
        ? cyrillicNames
        : latinNames[index % latinNames.length]!,
  ]),
);
const companies = [
  "Gulf Trading LLC",
  "Haddad Hotels",
  "ООО Север",
  "Grupo Andino",
  "Harbour Villas",
  "Atlas Motors",
];
const messages = [
  "Forty combi ovens and twelve blast chillers for a hotel in Riyadh, delivery in March.",
  "We need 200 hotel beds with mattresses and a quote for shipping to Jeddah.",
  "Looking for a supplier of LED panels, 5,000 units, CE certified.",
  "Please send prices for villa furniture: sofas, dining sets, outdoor loungers.",
  "Нужны поставщики медицинских расходных материалов, ежемесячно.",
  "Buscamos fabricante de piezas de automóvil para distribución en México.",
];
const sources: (string | null)[] = [
  "google",
  "google",
  "yandex",
  "bing",
  "www.linkedin.com",
  "facebook",
  null,
  null,
];
const campaigns: (string | null)[] = [
  "hotels-gulf",
  "villas-uk",
  "spring-ru",
  "latam-auto",
  "electronics-eu",
  "medical-q2",
  null,
  null,
];

/** `count` leads over the last 26 weeks (3 % spam), with workflow statuses. */
function* seedLeads(count: number): Generator<{ lead: Lead; status: string }> {
  const next = random(20);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    // The default locale brings twice the leads of each other one.
    const locale = pick([defaultLocale, ...locales]);
    const mission = next() < 0.15;
    const source = pick(sources);
    const campaign = source && source.includes(".") ? null : pick(campaigns);
    const spam = next() < 0.03;
    // The stored lead's shape is the tests' (no structured request fields, no IP).
    const lead: Lead = storedLead({
      createdAt: new Date(now - Math.floor(next() * 182 * 86_400_000)).toISOString(),
      form: mission ? "mission" : "contact",
      locale,
      page: mission ? `/${locale}/business-missions` : `/${locale}`,
      name: pick(namesByLocale.get(locale)!),
      company: next() < 0.8 ? pick(companies) : null,
      email: `buyer${i}@example${i % 97}.com`,
      phone: next() < 0.7 ? "+971 50 123 4567" : null,
      category: mission ? null : pick(productCategories),
      program: mission ? "canton-fair" : null,
      message: pick(messages),
      spam,
      spamReason: spam ? "proof_invalid" : null,
      withoutJavaScript: next() < 0.05,
      personalDataConsent: locale === "ru",
      attribution: {
        landingPage: pick([
          `/${locale}`,
          `/${locale}/horeca`,
          `/${locale}/electronics`,
          `/${locale}/villas`,
        ]),
        referrer: source?.includes(".") ? `https://${source}` : null,
        utmSource: source?.includes(".") ? null : source,
        utmMedium: source && !source.includes(".") ? "cpc" : null,
        utmCampaign: campaign,
      },
    });
    yield { lead, status: pick(leadStatuses) };
  }
}

/**
 * Stores the bench's account (`benchUser`) and `leadCount` leads in the store of `config`,
 * 500 rows a statement, then lets the planner count them.
 */
export async function seed(
  config: { dbPath: string; databaseUrl: string | null },
  leadCount: number,
) {
  const store = await openLeadStore(config);
  await store.inbox.addUser(benchUser.email, await hashPassword(benchUser.password), new Date());
  await store.close();
  const database = config.databaseUrl
    ? await openPostgresDatabase(config.databaseUrl, 60_000)
    : await openSqliteDatabase(config.dbPath, 60_000);
  let batch: Insertable<LeadsTable>[] = [];
  const flush = async () => {
    if (batch.length > 0) await database.db.insertInto("leads").values(batch).execute();
    batch = [];
  };
  let index = 0;
  for (const { lead, status } of seedLeads(leadCount)) {
    const created = new Date(lead.createdAt);
    // Issue 31: every lead past "new" was answered, 0 to 18 office hours after it arrived
    // in 15-minute steps (a fixed spread, so runs compare), and has an owner.
    index += 1;
    const responseMs = ((index * 7919) % 73) * 15 * 60_000;
    const answered = status === "new" ? null : addBusinessTime(created, responseMs, calendar);
    batch.push({
      ...leadRow(lead, undefined, dueAt(created, calendar)),
      status,
      owner: answered ? benchUser.email : null,
      first_response_at: answered?.toISOString() ?? null,
      first_response_ms: answered ? responseMs : null,
    });
    if (batch.length === 500) await flush();
  }
  await flush();
  await sql`ANALYZE`.execute(database.db);
  await database.close();
}

/**
 * Prints `label` followed by the machine's 1, 5 and 15 minute load averages (two decimals),
 * so a bench's figures can be read against how busy the machine was.
 */
export function printLoad(label: string): void {
  console.log(
    `${label} ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
}

/**
 * Runs `bench` on a fresh PostgreSQL database named `prefix` and the time, seeded with
 * `leadCount` leads, on the cluster of `postgresUrl`; drops it afterwards, however `bench`
 * ends. Prints the seeding time.
 */
export async function withSeededPostgres(
  postgresUrl: string,
  prefix: string,
  leadCount: number,
  bench: (databaseUrl: string) => Promise<void>,
): Promise<void> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    const started = performance.now();
    await seed({ dbPath: "", databaseUrl: url.toString() }, leadCount);
    console.log(`seeded PostgreSQL in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await bench(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Signs `benchUser` in through the API as the browser does; returns the session cookie. */
export async function signIn(base: string): Promise<string> {
  const csrf = await fetch(`${base}/api/inbox/csrf`);
  const cookie = csrf.headers.getSetCookie()[0]!.split(";")[0]!;
  const { token } = (await csrf.json()) as { token: string };
  const response = await fetch(`${base}/api/inbox/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrf-token": token, cookie },
    body: JSON.stringify(benchUser),
  });
  if (response.status !== 204) throw new Error(`bench: sign-in answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}
