import { createHash } from "node:crypto";
import { readdirSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { folderUploadStore } from "../server/uploads/folder-upload-store";
import { tempWorkspace, testConfig, validLead } from "./support/leads-env";
import { openTestDb, type TestDb } from "./support/test-db";
import { jpegWithGps, pdfFixture, windowsExecutable } from "./support/attachment-fixtures";
import { damagedHeic, heicClaiming100Megapixels, heicWithGps } from "./support/heic-fixtures";

/**
 * Issue 30, item 2: a lead with files, over HTTP, sent by the form's script (the lead as
 * JSON in the field `lead`, JSON answers) and by the form itself without script (pages).
 */
const workspace = tempWorkspace();
const uploadsDir = join(workspace.dir, "data", "uploads");
let app: FastifyInstance;
let base: string;
let db: TestDb;

beforeAll(async () => {
  mkdirSync(join(workspace.siteDir, "en", "thank-you"), { recursive: true });
  writeFileSync(
    join(workspace.siteDir, "en", "thank-you", "index.html"),
    `<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"/><title>Thanks</title></head><body><main id="main"><h1>Thanks</h1></main></body></html>`,
  );
  const config = testConfig(workspace, { LEADS_RATE_LIMIT: "0" });
  app = await buildApp(config);
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  db = await openTestDb(config.leads);
});

afterAll(async () => {
  await db.close();
  await app.close();
  workspace.remove();
});

/** Every file kept in the uploads folder, by name (its SHA-256). */
function storedFiles(): string[] {
  if (!existsSync(uploadsDir)) return [];
  return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The script's post: the lead as JSON beside the files. */
function scriptPost(
  lead: Record<string, unknown>,
  files: { name: string; bytes: Buffer; type?: string }[],
  key?: string,
) {
  const form = new FormData();
  form.append("lead", JSON.stringify(lead));
  for (const file of files) {
    form.append(
      "attachments",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "" }),
      file.name,
    );
  }
  return fetch(`${base}/api/leads`, {
    method: "POST",
    body: form,
    headers: { accept: "application/json", ...(key ? { "idempotency-key": key } : {}) },
  });
}

const leadsOf = async (email: string) =>
  (await db.get("SELECT COUNT(*) AS n FROM leads WHERE email = ?", email))?.n as number;

/**
 * Posts a valid lead from `email` with `files` as the form's script does, and checks that
 * the answer (`status`) names the refused file and the problem, and nothing was stored.
 */
async function expectRefused(
  email: string,
  files: Parameters<typeof scriptPost>[1],
  status: number,
  refusal: { problem: string; file: string },
) {
  const before = storedFiles().length;
  const response = await scriptPost(validLead("contact", { email }), files);
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error: "attachment_refused", ...refusal });
  expect(await leadsOf(email)).toBe(0);
  expect(storedFiles().length).toBe(before);
}

describe("a lead with files sent by the form's script", () => {
  it("stores the PDF as sent and the photo without its EXIF (GPS, serial)", async () => {
    const pdf = pdfFixture();
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("SN-0042-7781");
    const email = "files@buyer.example";
    const response = await scriptPost(validLead("contact", { email }), [
      { name: "spec.pdf", bytes: pdf, type: "application/pdf" },
      { name: "nameplate.jpg", bytes: photo, type: "image/jpeg" },
    ]);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = folderUploadStore(uploadsDir);
    const pdfRow = await db.get(
      "SELECT * FROM lead_attachments WHERE lead_id = ? AND position = 0",
      id,
    );
    const photoRow = await db.get(
      "SELECT * FROM lead_attachments WHERE lead_id = ? AND position = 1",
      id,
    );
    expect(pdfRow).toMatchObject({
      name: "spec.pdf",
      type: "application/pdf",
      sha256: sha256(pdf),
    });
    expect(photoRow).toMatchObject({ name: "nameplate.jpg", type: "image/jpeg", threat: null });
    expect((await buffer(await stored.open(pdfRow!.storage_key as string))).equals(pdf)).toBe(true);
    const cleanPhoto = await buffer(await stored.open(photoRow!.storage_key as string));
    const metadata = await sharp(cleanPhoto).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(64);
    expect(cleanPhoto.toString("latin1")).not.toContain("SN-0042-7781");
  });

  it("refuses an executable named spec.pdf, naming it, and stores nothing of the lead", async () => {
    await expectRefused(
      "exe@buyer.example",
      [
        {
          name: "drawing.png",
          bytes: await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
            .png()
            .toBuffer(),
        },
        { name: "spec.pdf", bytes: windowsExecutable(), type: "application/pdf" },
      ],
      422,
      { problem: "file_type", file: "spec.pdf" },
    );
  });

  it("refuses a HEIC photo that cannot be decoded, naming it, storing nothing", async () => {
    await expectRefused(
      "heic@buyer.example",
      [
        { name: "spec.pdf", bytes: pdfFixture() },
        { name: "IMG_0042.jpg", bytes: damagedHeic(), type: "image/jpeg" },
      ],
      422,
      { problem: "heic_unreadable", file: "IMG_0042.jpg" },
    );
  });

  it("refuses a HEIC whose header claims 100 megapixels before decoding it, naming it", async () => {
    await expectRefused(
      "heic-bomb@buyer.example",
      [{ name: "IMG_0043.HEIC", bytes: heicClaiming100Megapixels(), type: "image/heic" }],
      422,
      { problem: "image_too_large", file: "IMG_0043.HEIC" },
    );
  });

  it("refuses an 11 MB file while it streams in (413, naming it), storing nothing", async () => {
    const big = Buffer.concat([pdfFixture(), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    await expectRefused("big@buyer.example", [{ name: "catalogue.pdf", bytes: big }], 413, {
      problem: "file_too_large",
      file: "catalogue.pdf",
    });
  });

  it("refuses a sixth file and files past 25 MB in all, naming the file", async () => {
    const small = pdfFixture();
    const six = Array.from({ length: 6 }, (_, index) => ({
      name: `sheet-${index + 1}.pdf`,
      bytes: Buffer.concat([small, Buffer.from(`%${index}`)]),
    }));
    const tooMany = await scriptPost(validLead("contact", { email: "six@buyer.example" }), six);
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toMatchObject({ problem: "too_many_files", file: "sheet-6.pdf" });
    const nine = Buffer.concat([small, Buffer.alloc(9 * 1024 * 1024, 0x20)]);
    const heavy = await scriptPost(
      validLead("contact", { email: "heavy@buyer.example" }),
      [1, 2, 3].map((n) => ({
        name: `part-${n}.pdf`,
        bytes: Buffer.concat([nine, Buffer.from(`%${n}`)]),
      })),
    );
    expect(heavy.status).toBe(413);
    expect(await heavy.json()).toMatchObject({ problem: "files_too_large", file: "part-3.pdf" });
    expect(await leadsOf("six@buyer.example")).toBe(0);
    expect(await leadsOf("heavy@buyer.example")).toBe(0);
  });

  it("stores one lead and one copy of each file when sent twice under one Idempotency-Key", async () => {
    const email = "twice@buyer.example";
    const lead = validLead("contact", { email });
    const files = [
      { name: "list.csv", bytes: Buffer.from("part,qty\nA-100,40\nB-7,12\n") },
      { name: "drawing.step", bytes: Buffer.from("ISO-10303-21;\nHEADER;\nENDSEC;\n") },
    ];
    const key = crypto.randomUUID();
    const before = storedFiles().length;
    const first = await scriptPost(lead, files, key);
    const second = await scriptPost(lead, files, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(await leadsOf(email)).toBe(1);
    expect(storedFiles().length).toBe(before + 2);
    const other = await scriptPost(lead, [files[0]!], key);
    expect(other.status).toBe(422);
    expect(storedFiles().length).toBe(before + 2);
  });
});

describe("a lead with a file posted by the form without script", () => {
  it("lands on the thank-you page, the file stored with the lead", async () => {
    const email = "noscript@buyer.example";
    const form = new FormData();
    for (const [name, value] of Object.entries({
      form: "contact",
      locale: "en",
      page: "/en",
      name: "Nadia Buyer",
      email,
      message: "See the drawing",
      website: "",
    })) {
      form.append(name, value);
    }
    form.append("attachments", new Blob([new Uint8Array(pdfFixture())]), "drawing.pdf");
    const response = await fetch(`${base}/api/leads`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { origin: base },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/en/thank-you?from=%2Fen");
    const row = await db.get(
      "SELECT a.name FROM lead_attachments a JOIN leads l ON l.id = a.lead_id WHERE l.email = ?",
      email,
    );
    expect(row).toEqual({ name: "drawing.pdf" });
  });

  it("gives the form back (422) naming a refused file, storing nothing", async () => {
    const email = "noscript-exe@buyer.example";
    const form = new FormData();
    for (const [name, value] of Object.entries({
      form: "contact",
      locale: "en",
      page: "/en",
      name: "Nadia Buyer",
      email,
      website: "",
    })) {
      form.append(name, value);
    }
    form.append("attachments", new Blob([new Uint8Array(windowsExecutable())]), "spec.pdf");
    const response = await fetch(`${base}/api/leads`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { origin: base },
    });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain("spec.pdf is not a file we can accept");
    expect(page.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(await leadsOf(email)).toBe(0);
  });
  it("stores an iPhone's HEIC photo as a JPEG, or gives the form back naming one it cannot open", async () => {
    const post = (email: string, photo: Buffer) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        form: "contact",
        locale: "en",
        page: "/en",
        name: "Nadia Buyer",
        email,
        message: "A photo of the nameplate",
        website: "",
      })) {
        form.append(name, value);
      }
      form.append("attachments", new Blob([new Uint8Array(photo)]), "IMG_0042.HEIC");
      return fetch(`${base}/api/leads`, {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { origin: base },
      });
    };
    const sent = await post("noscript-heic@buyer.example", heicWithGps());
    expect(sent.status).toBe(303);
    const row = await db.get(
      "SELECT a.name, a.type FROM lead_attachments a JOIN leads l ON l.id = a.lead_id WHERE l.email = ?",
      "noscript-heic@buyer.example",
    );
    expect(row).toEqual({ name: "IMG_0042.jpg", type: "image/jpeg" });

    const refused = await post("noscript-bad-heic@buyer.example", damagedHeic());
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("IMG_0042.HEIC is a HEIC photo we could not open");
    expect(await leadsOf("noscript-bad-heic@buyer.example")).toBe(0);
  });
});
