import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { checkAttachmentTypes, storeAttachments } from "../uploads/store-attachments";
import { AttachmentRefusedError } from "../uploads/attachment-limits";
import type { Scanner } from "../uploads/clamd-scanner";
import type { ReceivedPost } from "../uploads/receive-multipart";
import type { UploadStore } from "../uploads/upload-store";
import type { SubmittedFiles } from "./accept-lead";

/** The media type of a lead posted with files (issue 30). */
export const multipartMediaType = "multipart/form-data";

/** True when `request` is a `multipart/form-data` post. */
export function isMultipartPost(request: FastifyRequest): boolean {
  const type = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  return type === multipartMediaType;
}

/**
 * The name of the text field in which the form's script sends the lead as JSON beside its
 * files; a post without it is the form's own (no script) and answered with pages.
 */
export const leadJsonField = "lead";

/**
 * The files of a received post as `acceptLead` takes them, after their types were checked
 * by their bytes (`AttachmentRefusedError` `file_type`, naming the first file that fails);
 * `undefined` when the post carried none.
 */
export async function submittedFiles(
  post: ReceivedPost,
  uploads: UploadStore,
  scan: Scanner | null,
): Promise<SubmittedFiles | undefined> {
  if (post.refusal) throw post.refusal;
  if (post.files.length === 0) return undefined;
  const kinds = await checkAttachmentTypes(post.files);
  const fingerprint = createHash("sha256")
    .update(JSON.stringify(post.files.map((file) => [file.name, file.sha256])))
    .digest("base64url");
  return { fingerprint, store: () => storeAttachments(post.files, kinds, uploads, scan) };
}

/** The answer to a refused file of a post by the form's script: 413 or 422, naming it. */
export function refusalBody(error: AttachmentRefusedError) {
  return { error: "attachment_refused", problem: error.problem, file: error.file };
}
