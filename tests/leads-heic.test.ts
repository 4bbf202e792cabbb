import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { LeadDetail } from "../lib/inbox/api";
import type { InboxCopy } from "../lib/content/schemas/inbox";
import { attachmentKindOf } from "../lib/leads/attachment-rules";
import { inboxAppsClosedAfterEach, inboxClient } from "./support/inbox-env";
import { validLead } from "./support/leads-env";
import { heicWithGps } from "./support/heic-fixtures";

/**
 * Issue 30: an iPhone's HEIC photo is accepted and stored as a JPEG without its metadata
 * (GPS position, camera serial), named `<its name>.jpg`, which the sales team downloads and
 * sees as a thumbnail in the inbox like any JPEG.
 */
const setUp = inboxAppsClosedAfterEach();

describe("a HEIC photo sent with a lead", () => {
  it("is stored as a JPEG without GPS or serial, downloaded and drawn as a thumbnail in the inbox", async () => {
    const heic = heicWithGps();
    expect(heic.toString("latin1")).toContain("SN-0042-7781");
    const { app } = await setUp("sqlite");
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const form = new FormData();
    form.append("lead", JSON.stringify(validLead("contact", { email: "iphone@buyer.example" })));
    form.append(
      "attachments",
      new Blob([new Uint8Array(heic)], { type: "image/heic" }),
      "IMG_0042.HEIC",
    );
    const posted = await fetch(`${base}/api/leads`, {
      method: "POST",
      body: form,
      headers: { accept: "application/json" },
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };

    const client = inboxClient(app);
    expect((await client.signIn()).statusCode).toBe(204);
    const lead = (await client.request("GET", `/api/inbox/leads/${id}`)).json<LeadDetail>();
    expect(lead.attachments).toHaveLength(1);
    const [file] = lead.attachments;
    expect(file).toMatchObject({ name: "IMG_0042.jpg", type: "image/jpeg" });

    const download = await client.request("GET", file!.url!);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toMatch(/^image\/jpeg/);
    expect(download.headers["content-disposition"]).toContain("IMG_0042.jpg");
    const jpeg = download.rawPayload;
    const metadata = await sharp(jpeg).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(jpeg.toString("latin1")).not.toContain("SN-0042-7781");
    expect(jpeg.toString("latin1")).not.toContain("PhoneMaker");
    // The picture itself came through, upright: the yellow quarter is at the top left.
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(8, 6)[2]).toBeLessThan(100);
    expect(pixel(56, 40)[2]).toBeGreaterThan(150);

    const thumbnail = await client.request("GET", file!.thumbnailUrl!);
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe("webp");
  }, 30_000);

  it("stored before as sent (image/heic) is named as a HEIC photo in the inbox, not by its raw type", () => {
    const kind = attachmentKindOf("image/heic");
    expect(kind).toBe("heic");
    for (const locale of ["en", "zh-Hans"]) {
      const copy = parse(readFileSync(`content/inbox/${locale}.yaml`, "utf8")) as InboxCopy;
      expect(copy.lead.files.types[kind!]).toMatch(/HEIC/);
    }
  });
});
