import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { sql, type Insertable } from "kysely";
import pg from "pg";
import { defaultLocale, localeList, locales } from "../lib/i18n/locales";
import { leadStatuses } from "../lib/inbox/api";
import { productCategories } from "../lib/leads/schema";
import { hashPassword } from "../server/inbox/passwords";
import { openPostgresDatabase, openSqliteDatabase } from "../server/storage/database";
import { dueAt } from "../server/inbox/business-time";
import { loadOfficeCalendar } from "../server/inbox/office-calendar";
import { leadRow } from "../server/storage/lead-row";
import type { LeadsTable } from "../server/storage/schema";
import type { Lead } from "../server/storage/lead";
import { openLeadStore } from "../server/storage/open-lead-store";
import { startBenchServer } from "./bench-server";

/**
 * `npm run bench:inbox` (issue 20): seeds 100,000 leads spread over 26 weeks, four locales,
 * the product categories and a dozen sources and campaigns into a fresh SQLite file and,
 * when a PostgreSQL is given (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`), a fresh
 * database there; starts the production server on each, signs in as a user made for the
 * run, and prints p50/p95 of `GET /api/inbox/leads` through real HTTP (sequential requests,
 * after a warm-up; `BENCH_SAMPLES`, default 200, and `BENCH_DASHBOARD_SAMPLES`, default 20)
 * with no filter, a sector+campaign filter, a search, filter+search, and of
 * `GET /api/inbox/dashboard`. Target: list p95 < 100 ms at 100,000 leads.
 */
const port = Number(process.env.BENCH_PORT ?? 3214);
const leadCount = Number(process.env.BENCH_LEADS ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
/** The dashboard reads 26 weeks of leads per request: fewer samples keep the run short. */
const dashboardSamples = Number(process.env.BENCH_DASHBOARD_SAMPLES ?? 20);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const user = { email: "bench@inbox.example", password: "bench-password-123" };
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
    const lead: Lead = {
      id: randomUUID(),
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
      clientIp: null,
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
        utmTerm: null,
        utmContent: null,
        clickId: null,
      },
    };
    yield { lead, status: pick(leadStatuses) };
  }
}

/**
 * Stores the bench's account and `leadCount` leads in the store of `config`, 500 rows a
 * statement, then lets the planner count them.
 */
async function seed(config: { dbPath: string; databaseUrl: string | null }) {
  const store = await openLeadStore(config);
  await store.inbox.addUser(user.email, await hashPassword(user.password), new Date());
  await store.close();
  const database = config.databaseUrl
    ? await openPostgresDatabase(config.databaseUrl, 60_000)
    : await openSqliteDatabase(config.dbPath, 60_000);
  let batch: Insertable<LeadsTable>[] = [];
  const flush = async () => {
    if (batch.length > 0) await database.db.insertInto("leads").values(batch).execute();
    batch = [];
  };
  for (const { lead, status } of seedLeads(leadCount)) {
    batch.push({ ...leadRow(lead, undefined, dueAt(new Date(lead.createdAt), calendar)), status });
    if (batch.length === 500) await flush();
  }
  await flush();
  await sql`ANALYZE`.execute(database.db);
  await database.close();
}

/** Signs in through the API as the browser does; returns the session cookie. */
async function signIn(base: string): Promise<string> {
  const csrf = await fetch(`${base}/api/inbox/csrf`);
  const cookie = csrf.headers.getSetCookie()[0]!.split(";")[0]!;
  const { token } = (await csrf.json()) as { token: string };
  const response = await fetch(`${base}/api/inbox/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrf-token": token, cookie },
    body: JSON.stringify(user),
  });
  if (response.status !== 204) throw new Error(`bench:inbox: sign-in answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** p50 and p95 in ms of `count` sequential GETs of `path`, after `count / 10` unmeasured. */
async function measure(base: string, cookie: string, path: string, count: number) {
  const once = async () => {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = (await response.json()) as { leads?: unknown[] };
    if (!response.ok) throw new Error(`bench:inbox: ${path} answered ${response.status}`);
    return { ms: performance.now() - start, rows: body.leads?.length };
  };
  for (let i = 0; i < Math.ceil(count / 10); i++) await once();
  const times: number[] = [];
  let rows: number | undefined;
  for (let i = 0; i < count; i++) {
    const result = await once();
    times.push(result.ms);
    rows = result.rows;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), rows };
}

const scenarios: [string, string][] = [
  ["list, no filter", "/api/inbox/leads"],
  ["list, sector+campaign", "/api/inbox/leads?sector=horeca&campaign=hotels-gulf"],
  ["list, search", "/api/inbox/leads?q=nakamura"],
  ["list, filter+search", "/api/inbox/leads?sector=electronics&source=google&q=led%20panels"],
  ["dashboard", "/api/inbox/dashboard"],
];

async function run(label: string, store: { dbPath: string; databaseUrl: string | null }) {
  const server = await startBenchServer({ port, store, logLevel: "warn" });
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base);
    for (const [name, path] of scenarios) {
      const count = path.includes("dashboard") ? dashboardSamples : samples;
      const { p50, p95, rows } = await measure(base, cookie, path, count);
      console.log(
        `${label.padEnd(10)} ${name.padEnd(24)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  n=${count}${rows === undefined ? "" : `  (${rows} rows)`}`,
      );
    }
  } finally {
    await server.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), "bench-inbox-"));
try {
  console.log(
    `bench:inbox: ${leadCount} leads, ${samples} requests per row; load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  const dbPath = join(dir, "leads.db");
  let started = performance.now();
  await seed({ dbPath, databaseUrl: null });
  console.log(`seeded SQLite in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await run("SQLite", { dbPath, databaseUrl: null });
  if (postgresUrl) {
    const name = `bench_inbox_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    try {
      started = performance.now();
      await seed({ dbPath: "", databaseUrl: url.toString() });
      console.log(`seeded PostgreSQL in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await run("PostgreSQL", { dbPath: join(dir, "unused.db"), databaseUrl: url.toString() });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log("PostgreSQL: skipped (set TEST_DATABASE_URL, e.g. after source .ci/postgres.sh)");
  }
  console.log(
    `load after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
