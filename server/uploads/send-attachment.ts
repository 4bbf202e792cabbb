import type { FastifyReply } from "fastify";
import sharp from "sharp";
import type { Attachment } from "./attachment";
import type { UploadStore } from "./upload-store";

/**
 * The policy of a downloaded file (issue 30): a sandbox with nothing allowed, so even a
 * browser that rendered it could run no script nor load anything.
 */
export const downloadContentSecurityPolicy = "sandbox; default-src 'none'";

/**
 * `Content-Disposition: attachment` with the file's name (RFC 6266): an ASCII fallback in
 * `filename`, the UTF-8 name in `filename*` (RFC 8187).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored file as a download, never to be shown by the browser: `Content-Disposition:
 * attachment`, `X-Content-Type-Options: nosniff`, `Cache-Control: no-store` and a sandboxing
 * CSP (issue 30). A quarantined file (clamd found a threat) is never sent: 410.
 */
export async function sendAttachment(reply: FastifyReply, uploads: UploadStore, file: Attachment) {
  reply
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", downloadContentSecurityPolicy);
  if (file.threat) return reply.code(410).send({ error: "quarantined", threat: file.threat });
  const bytes = await uploads.open(file.storageKey);
  return reply
    .type(file.type)
    .header("content-disposition", attachmentDisposition(file.name))
    .header("content-length", String(file.size))
    .send(bytes);
}

/** Thumbnail size, in CSS pixels of the inbox's list (drawn at twice that for sharp screens). */
export const thumbnailPixels = 160;

/**
 * A small WebP of a stored image for the inbox's lead page (issue 30), made by sharp from
 * the stored (metadata-free) bytes; 404 for a file that is no JPEG, PNG or WebP, 410 when
 * quarantined. Private and not cached, as the downloads.
 */
export async function sendThumbnail(reply: FastifyReply, uploads: UploadStore, file: Attachment) {
  reply.header("cache-control", "no-store").header("x-content-type-options", "nosniff");
  if (file.threat) return reply.code(410).send({ error: "quarantined" });
  if (!["image/jpeg", "image/png", "image/webp"].includes(file.type)) {
    return reply.code(404).send({ error: "not_found" });
  }
  const resize = sharp({ failOn: "error" })
    .rotate()
    .resize(thumbnailPixels * 2, thumbnailPixels * 2, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 70 });
  (await uploads.open(file.storageKey)).pipe(resize);
  return reply.type("image/webp").send(await resize.toBuffer());
}
