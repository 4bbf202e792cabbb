import { once } from "node:events";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { leadChannels, loadConfig, type LeadsConfig } from "./config";
import {
  accountEmail,
  languageArgument,
  userActions,
  userCommand,
  UserCommandError,
  userUsage,
} from "./inbox/user-commands";
import type { BackupBucket } from "./backup/backup-bucket";
import type { BackupConfig } from "./backup/backup-config";
import { openErasureLog, type ErasureLog } from "./privacy/erasure-log";
import type { LeadStore } from "./storage/lead-store";
import { openLeadStore } from "./storage/open-lead-store";
import type { UploadStore } from "./uploads/upload-store";

// A command loads what only it uses (exports, retention, files, backups, the AWS SDK) when
// it runs: every run starts a third sooner (issue 33).
const uploadStore = () => import("./uploads/open-upload-store");
const backupBucket = () => import("./backup/backup-bucket");

const usage = `Usage:
  npm run leads -- list [--since DATE] [--spam]   --spam: only the leads judged spam, with why
  npm run leads -- not-spam ID             mark spam lead ID as a lead and deliver it
  npm run leads -- export --format csv|json [--since DATE]
  npm run leads -- purge                   delete what the retention rules say is due, now
  npm run leads -- show --email ADDRESS    everything stored about ADDRESS, as JSON (leads,
                                           statuses, deliveries and attempts, notes, autoreply)
  npm run leads -- erase --email ADDRESS   delete everything stored about ADDRESS
  npm run leads -- assign ID EMAIL         assign lead ID to inbox user EMAIL (none: to nobody)
  npm run leads -- due --since DATE        recompute the due times of leads since DATE (after an hours or holidays change)
  npm run leads -- backup                  back up the SQLite database now, encrypted to BACKUP_RECIPIENT,
                                           into BACKUP_DIR and/or BACKUP_S3_BUCKET
  npm run leads -- backups                 list the backups in BACKUP_DIR and BACKUP_S3_BUCKET, oldest first
  npm run leads -- restore FILE|s3://BUCKET/backups/NAME --identity KEYFILE [--force]
                                           write LEADS_DB anew from a backup file or object (decrypted with
                                           the age secret key in KEYFILE), then erase again everyone in
                                           ERASURE_LOG; --force replaces an existing database (stop the server first)
  npm run leads -- replay-erasures [--backup-time DATE]
                                           erase again everyone in ERASURE_LOG (after restoring PostgreSQL);
                                           with the backup's DATE, drop the deliveries of older leads not yet
                                           made (they may have been made since: no lead is sent twice)
${userUsage}

Reads the leads database: PostgreSQL at DATABASE_URL when set, else SQLite at LEADS_DB (default data/leads.db). DATE is ISO 8601, e.g. 2026-01-31.`;

const commands = [
  "list",
  "export",
  "purge",
  "show",
  "erase",
  "not-spam",
  "assign",
  "due",
  "user",
  "backup",
  "backups",
  "restore",
  "replay-erasures",
] as const;

/** A CLI argument error: printed with the usage, exit status 2. */
class UsageError extends Error {}

function listLine(lead: Awaited<ReturnType<LeadStore["listLeads"]>>[number], state: string) {
  return `${lead.createdAt}  ${lead.form.padEnd(7)}  ${lead.locale}  ${lead.name} <${lead.email}>  ${state}\n`;
}

async function list(store: LeadStore, since: Date | undefined, spamOnly: boolean) {
  const leads = await store.listLeads(spamOnly ? { since, spam: true } : { since });
  const deliveries = await store.deliveriesSince(since);
  for (const lead of leads) {
    const states = deliveries.get(lead.id) ?? [];
    const state = lead.spam
      ? `spam: ${lead.spamReason ?? "reason unknown"} (not delivered)  ${lead.id}`
      : states.length === 0
        ? "stored (no delivery configured)"
        : states
            .map(
              (d) =>
                `${d.channel}: ${d.deliveredAt ? "delivered" : `pending, ${d.attempts} attempts`}`,
            )
            .join("; ");
    process.stdout.write(listLine(lead, state));
  }
  process.stdout.write(
    `${leads.length} ${spamOnly ? "spam leads" : "leads"} in ${store.location}\n`,
  );
}

/** `--email`, checked: the access and erasure commands act on one whole address. */
function emailArgument(value: string | undefined): string {
  if (!value) throw new UsageError("--email ADDRESS is required");
  if (!z.email().safeParse(value.trim()).success) {
    throw new UsageError(`--email: not an e-mail address: ${value}`);
  }
  return value.trim();
}

/**
 * The leads CLI (issues 5, 15 and 16): `list` prints one line per lead with its delivery
 * state (deliveries read in one query), `--spam` only the spam with its ids; `not-spam ID`
 * moves a spam lead back and queues it for the configured channels (a running server's
 * outbox worker delivers it);
 * `export` writes CSV (RFC 4180, UTF-8 BOM, formula-safe) or JSON to stdout; `purge` applies
 * the privacy policy's retention now and prints what it removed; `show` prints every lead
 * and delivery record of an e-mail address as JSON (a person's right of access); `erase`
 * deletes them and prints the counts (right to erasure); `assign ID EMAIL` gives a lead an
 * owner among the inbox users (issue 31); `due --since DATE` recomputes stored due times;
 * `backup`, `backups`, `restore` and `replay-erasures` make, list and restore backups (issue 32); `user add|language|password|mfa|mfa-remove|unlock|remove|list`
 * manage the inbox's accounts (server/inbox/user-commands.ts). Exit status 2 on bad arguments.
 */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: "string" },
      since: { type: "string" },
      email: { type: "string" },
      spam: { type: "boolean" },
      language: { type: "string" },
      identity: { type: "string" },
      force: { type: "boolean" },
      "backup-time": { type: "string" },
      help: { type: "boolean" },
    },
  });
  const command = positionals[0] as (typeof commands)[number] | undefined;
  if (values.help || !command || !commands.includes(command)) {
    process.stderr.write(`${usage}\n`);
    return values.help ? 0 : 2;
  }
  let since: Date | undefined;
  let email = "";
  try {
    if (values.since) {
      since = new Date(values.since);
      if (Number.isNaN(since.getTime()))
        throw new UsageError(`--since: not a date: ${values.since}`);
    }
    if (command === "export" && values.format !== "csv" && values.format !== "json") {
      throw new UsageError("export needs --format csv or --format json");
    }
    if (command === "show" || command === "erase") email = emailArgument(values.email);
    if (command === "not-spam" && !positionals[1]) throw new UsageError("not-spam needs a lead ID");
    if (command === "due" && !since) throw new UsageError("due needs --since DATE");
    if (values["backup-time"] !== undefined) {
      if (command !== "replay-erasures") {
        throw new UsageError("--backup-time goes with replay-erasures");
      }
      if (Number.isNaN(new Date(values["backup-time"]).getTime())) {
        throw new UsageError(`--backup-time: not a date: ${values["backup-time"]}`);
      }
    }
    if (command === "restore") {
      if (!positionals[1]) throw new UsageError("restore needs the backup FILE or s3:// URL");
      try {
        (await backupBucket()).parseBackupUrl(positionals[1]);
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      if (!values.identity) {
        throw new UsageError(
          "restore needs --identity KEYFILE: the backup is encrypted to BACKUP_RECIPIENT and only its age secret key opens it",
        );
      }
    }
    if (command === "assign") {
      if (!positionals[1] || !positionals[2]) {
        throw new UsageError("assign needs a lead ID and an inbox user's EMAIL (or none)");
      }
      if (positionals[2] !== "none") accountEmail(positionals[2]);
    }
    if (command === "user") {
      if (!userActions.includes(positionals[1] ?? "")) {
        throw new UsageError(
          "user needs add, language, password, mfa, mfa-remove, unlock or remove with an EMAIL, or list",
        );
      }
      if (positionals[1] !== "list") accountEmail(positionals[2]);
      if (values.language !== undefined) {
        if (positionals[1] !== "add") throw new UsageError("--language goes with user add");
        languageArgument(values.language, false);
      }
      if (positionals[1] === "language") {
        if (!positionals[3])
          throw new UsageError("user language needs EMAIL and LANG (en, zh or browser)");
        languageArgument(positionals[3], true);
      }
    }
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof UserCommandError)) throw error;
    process.stderr.write(`${error.message}\n${usage}\n`);
    return 2;
  }
  const { leads: config, backup: backupSettings } = loadConfig();
  const erasureLog = openErasureLog(backupSettings.erasureLog);
  // Backup and restore work on the files, not through the store.
  if (command === "backup") return backup(config, backupSettings);
  if (command === "backups") return backups(backupSettings);
  if (command === "restore") {
    return restore(
      config,
      backupSettings,
      erasureLog,
      positionals[1]!,
      values.identity!,
      values.force === true,
    );
  }
  // A command may wait longer than a request for another writer's lock.
  const store = await openLeadStore({ ...config, storeTimeoutMs: 30_000 });
  let openedUploads: UploadStore | undefined;
  const uploads = async () =>
    (openedUploads ??= (await uploadStore()).openUploadStore(config.uploads));
  try {
    switch (command) {
      case "list":
        await list(store, since, values.spam === true);
        break;
      case "export": {
        // Page by page, waiting while stdout's reader is behind (issue 35, item 8).
        const pages = store.leadPages({ since });
        const { csvChunks, jsonChunks } = await import("./leads/export");
        for await (const chunk of values.format === "csv" ? csvChunks(pages) : jsonChunks(pages)) {
          if (!process.stdout.write(chunk)) await once(process.stdout, "drain");
        }
        break;
      }
      case "purge": {
        const { purgeExpired, retention } = await import("./privacy/retention");
        const removed = await purgeExpired(store, await uploads(), erasureLog);
        process.stdout.write(
          `Removed ${removed.leads} leads older than ${retention.leadMonths} months, ` +
            `${removed.spam} spam older than ${retention.spamDays} days, ${removed.deliveries} delivery records, ` +
            `${removed.clientIps} IP addresses older than ${retention.clientIpDays} days, ` +
            `${removed.rateLimits} expired rate-limit counters from ${store.location}, ` +
            `${removed.attachments} attached files (${removed.fileKeys.length} deleted from ${(await uploads()).location})\n`,
        );
        await scrub(store);
        break;
      }
      case "show": {
        const { attachments, ...data } = await store.findByEmail(email);
        // Each lead's files (issue 30): what was sent, not where it is kept.
        const files = [...attachments].flatMap(([leadId, list]) =>
          list.map(({ storageKey: _key, ...file }) => ({ leadId, ...file })),
        );
        process.stdout.write(`${JSON.stringify({ email, ...data, files }, null, 2)}\n`);
        break;
      }
      case "not-spam": {
        const id = positionals[1]!;
        // The channels the server delivers by now: a lead moved back goes where new leads go.
        const lead = await store.markNotSpam(id, leadChannels(config));
        if (!lead) {
          process.stderr.write(`No spam lead with ID ${id} in ${store.location}\n`);
          return 1;
        }
        process.stdout.write(
          `Lead ${id} (${lead.name} <${lead.email}>) is no longer spam; queued for ${leadChannels(config).join(" and ") || "no channel (none configured)"}\n`,
        );
        break;
      }
      case "assign": {
        const id = positionals[1]!;
        const owner = positionals[2] === "none" ? null : accountEmail(positionals[2]);
        if (!(await store.inbox.getLead(id))) {
          process.stderr.write(`No lead with ID ${id} in ${store.location}\n`);
          return 1;
        }
        if (!(await store.inbox.assign(id, owner))) {
          process.stderr.write(`No inbox user ${owner} (npm run leads -- user list)\n`);
          return 1;
        }
        process.stdout.write(`Lead ${id} is assigned to ${owner ?? "nobody"}\n`);
        break;
      }
      case "due": {
        const updated = await store.inbox.recomputeDueTimes(since!);
        process.stdout.write(
          `Due times recomputed for the leads since ${values.since} in ${store.location}: ${updated} changed\n`,
        );
        break;
      }
      case "erase": {
        const { erasePerson } = await import("./privacy/erase-person");
        const erased = await erasePerson(store, await uploads(), erasureLog, email);
        process.stdout.write(
          `Erased ${erased.leads} leads and ${erased.deliveries} delivery records of ${email} (with ${erased.notes} inbox notes) from ${store.location}, and ${erased.attachments} attached files from ${(await uploads()).location}\n`,
        );
        await scrub(store);
        break;
      }
      case "replay-erasures": {
        const { replayErasures } = await import("./privacy/replay-erasures");
        const replay = await replayErasures(store, await uploads(), erasureLog);
        process.stdout.write(
          `Erased again ${replay.people} people of ${erasureLog.path} (${replay.leads} leads) and purged ${replay.purged} leads past retention from ${store.location}\n`,
        );
        if (values["backup-time"] !== undefined) {
          const dropped = await store.dropPendingDeliveries(new Date(values["backup-time"]));
          process.stdout.write(
            `Dropped ${dropped.length} deliveries of leads older than ${values["backup-time"]} that were not yet made${dropped.length ? ":" : "."}\n` +
              dropped.map((d) => `  ${d.leadId} ${d.channel}\n`).join(""),
          );
        }
        break;
      }
      case "user":
        try {
          return await userCommand(
            store,
            positionals.slice(1),
            (line) => process.stdout.write(`${line}\n`),
            { language: values.language },
          );
        } catch (error) {
          if (!(error instanceof UserCommandError)) throw error;
          process.stderr.write(`${error.message}\n`);
          return 2;
        }
    }
    return 0;
  } finally {
    openedUploads?.close();
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

/** `leads backup`: one backup now, as the server makes them, then the pruning of old ones. */
async function backup(config: LeadsConfig, settings: BackupConfig): Promise<number> {
  if (!settings.recipient) {
    process.stderr.write(
      "backup needs BACKUP_RECIPIENT, the age public key backups are encrypted to\n",
    );
    return 2;
  }
  if (config.databaseUrl) {
    process.stderr.write(
      "backup copies the SQLite store; back PostgreSQL up as docs/operations.md says\n",
    );
    return 2;
  }
  if (settings.dir === null && settings.s3 === null) {
    process.stderr.write("backup needs BACKUP_DIR or BACKUP_S3_BUCKET\n");
    return 2;
  }
  const started = Date.now();
  const { openBackupBucket } = await backupBucket();
  const { backUpNow } = await import("./backup/back-up-now");
  const bucket = settings.s3 ? openBackupBucket(settings.s3) : null;
  try {
    const { result, pruned } = await backUpNow({
      config: settings,
      recipient: settings.recipient,
      dbPath: config.dbPath,
      uploadsDir: config.uploads.s3 ? null : config.uploads.dir,
      bucket,
    });
    const where = [result.file, result.object].filter(Boolean).join(" and ");
    process.stdout.write(
      `Backed up ${result.manifest.leads} leads and ${result.manifest.files} attached files to ${where} (${result.bytes} bytes, ${Date.now() - started} ms); deleted ${pruned.folder.length + pruned.bucket.length} backups older than ${settings.retentionDays} days\n`,
    );
    if (result.missingFiles > 0) {
      process.stderr.write(
        `${result.missingFiles} attached files named in the database were missing from ${config.uploads.dir}\n`,
      );
    }
    return 0;
  } catch (error) {
    // An unreachable or missing bucket, a full disk: said in one line, not a stack.
    process.stderr.write(`Backup failed: ${(error as Error).name}: ${(error as Error).message}\n`);
    return 1;
  } finally {
    bucket?.close();
  }
}

/**
 * `leads backups`: the backups in the folder and the bucket, oldest first, one a line with
 * its time and the path or `s3://` URL that `restore` takes.
 */
async function backups(settings: BackupConfig): Promise<number> {
  const lines: { at: Date; where: string }[] = [];
  const { listBackups } = await import("./backup/backup-files");
  const { openBackupBucket } = await backupBucket();
  if (settings.dir !== null) {
    for (const { name, at } of await listBackups(settings.dir)) {
      lines.push({ at, where: join(settings.dir, name) });
    }
  }
  const bucket = settings.s3 ? openBackupBucket(settings.s3) : null;
  try {
    for (const { name, at } of bucket ? await bucket.list() : []) {
      lines.push({ at, where: bucket!.url(name) });
    }
  } catch (error) {
    process.stderr.write(
      `Cannot list ${bucket!.location} (BACKUP_S3_*, AWS_*): ${(error as Error).name}: ${(error as Error).message}\n`,
    );
    return 1;
  } finally {
    bucket?.close();
  }
  lines.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { at, where } of lines) process.stdout.write(`${at.toISOString()}  ${where}\n`);
  if (lines.length === 0) {
    process.stderr.write(
      `No backups in ${[settings.dir, bucket?.location].filter(Boolean).join(" or ") || "(no BACKUP_DIR or BACKUP_S3_BUCKET)"}\n`,
    );
  }
  return 0;
}

/**
 * `leads restore FILE|s3://BUCKET/backups/NAME --identity KEYFILE [--force]`
 * (server/backup/restore-backup.ts); an object is read with the `BACKUP_S3_*` settings.
 */
async function restore(
  config: LeadsConfig,
  settings: BackupConfig,
  erasureLog: ErasureLog,
  file: string,
  identityFile: string,
  force: boolean,
): Promise<number> {
  if (config.databaseUrl) {
    process.stderr.write(
      "restore writes a SQLite database; restore PostgreSQL with its own tools, then run replay-erasures (docs/operations.md)\n",
    );
    return 2;
  }
  const started = Date.now();
  const { openBackupBucket, parseBackupUrl } = await backupBucket();
  const { restoreBackup, RestoreError } = await import("./backup/restore-backup");
  const uploads = (await uploadStore()).openUploadStore(config.uploads);
  const inBucket = parseBackupUrl(file);
  let bucket: BackupBucket | null = null;
  if (inBucket && settings.s3) {
    bucket = openBackupBucket({ ...settings.s3, bucket: inBucket.bucket });
  }
  try {
    const result = await restoreBackup({
      file,
      bucket,
      identityFile,
      dbPath: config.dbPath,
      force,
      uploads,
      erasureLog,
    });
    const dropped = result.droppedDeliveries;
    process.stdout.write(
      `Restored ${result.leads} leads and ${result.files} attached files of the backup of ${result.manifest.createdAt} to ${config.dbPath} (${Date.now() - started} ms).\n` +
        `Erased again ${result.replay.people} people of ${erasureLog.path} (${result.replay.leads} leads); purged ${result.replay.purged} leads past retention.\n` +
        `Dropped ${dropped.length} deliveries the backup held as pending (they may have been made after it)${dropped.length ? ":" : "."}\n` +
        dropped.map((d) => `  ${d.leadId} ${d.channel}\n`).join(""),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    uploads.close();
    bucket?.close();
  }
}

/**
 * Clears the bytes of what was just erased or purged (`LeadStore.scrubDeleted`); says so on
 * stderr when SQLite's WAL stayed in use (the server reading throughout the wait).
 */
async function scrub(store: LeadStore): Promise<void> {
  if (!(await store.scrubDeleted())) {
    process.stderr.write(
      "The database's write-ahead log could not be truncated now (another connection kept reading): the erased rows' old copies in it go at the next erase or purge.\n",
    );
  }
}
