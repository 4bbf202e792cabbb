import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { attachmentField, attachmentLimits, AttachmentRefusedError } from "./attachment-limits";

/** One file of a post, as received: on local disk until the lead is stored. */
export interface ReceivedFile {
  /** The name the sender gave it, without any folder part. */
  name: string;
  /** Where its bytes are, in the request's temporary folder. */
  path: string;
  size: number;
  /** SHA-256 of the bytes as received (hex): what the idempotency fingerprint covers. */
  sha256: string;
}

/** A multipart post: its text fields (a repeated name is a list) and its files. */
export interface ReceivedPost {
  fields: Record<string, string | string[]>;
  files: ReceivedFile[];
  /** The first cap a file passed, naming it: the post is refused, no file is kept. */
  refusal: AttachmentRefusedError | null;
  /** Deletes the temporary folder; call once the files are stored or refused. */
  cleanup(): Promise<void>;
}

/** A file name as shown and stored: its last path segment, controls removed, at most 200 characters. */
function cleanName(raw: string): string {
  const name = basename(raw.replaceAll("\\", "/"))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  return (name || "file").slice(0, 200);
}

/**
 * Reads a `multipart/form-data` lead post (issue 30) part by part (`@fastify/multipart`):
 * text fields into `fields`, each `attachments` file streamed to a temporary file while it
 * is hashed and counted, never held whole in memory. The caps (5 files, 10 MB each, 25 MB
 * together) are enforced as the bytes arrive: a file past one stops being written and the
 * rest of the request is read to its end (so a browser gets the answer, not a reset), and
 * `refusal` names it. An empty file part (a file input left empty) is skipped.
 */
export async function receiveMultipart(request: FastifyRequest): Promise<ReceivedPost> {
  const dir = await mkdtemp(join(tmpdir(), "lead-upload-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string | string[]> = Object.create(null);
  const files: ReceivedFile[] = [];
  let total = 0;
  let refusal: AttachmentRefusedError | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        const value = String(part.value);
        const previous = fields[part.fieldname];
        fields[part.fieldname] =
          previous === undefined
            ? value
            : Array.isArray(previous)
              ? [...previous, value]
              : [previous, value];
        continue;
      }
      const name = cleanName(part.filename);
      if (part.fieldname !== attachmentField || refusal || part.filename === "") {
        part.file.resume();
        await new Promise((resolve) => part.file.once("end", resolve));
        continue;
      }
      if (files.length === attachmentLimits.files) {
        refusal = new AttachmentRefusedError("too_many_files", name);
        part.file.resume();
        await new Promise((resolve) => part.file.once("end", resolve));
        continue;
      }
      const path = join(dir, String(files.length));
      const hash = createHash("sha256");
      let size = 0;
      let over: AttachmentRefusedError | null = null;
      // Past a cap the bytes are read and dropped: the request is read to its end.
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (over) return done();
          size += chunk.length;
          total += chunk.length;
          if (size > attachmentLimits.fileBytes) {
            over = new AttachmentRefusedError("file_too_large", name);
          } else if (total > attachmentLimits.totalBytes) {
            over = new AttachmentRefusedError("files_too_large", name);
          }
          if (over) return done();
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(path));
      if (over) {
        refusal = over;
        continue;
      }
      if (size === 0) continue;
      files.push({ name, path, size, sha256: hash.digest("hex") });
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
  if (refusal) await cleanup();
  return { fields, files: refusal ? [] : files, refusal, cleanup };
}
