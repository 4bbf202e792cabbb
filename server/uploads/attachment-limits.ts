import type { AttachmentProblem } from "../../lib/leads/attachment-rules";

export { attachmentField, attachmentLimits } from "../../lib/leads/attachment-rules";
export type { AttachmentProblem } from "../../lib/leads/attachment-rules";

/** The problems of a cap passed while the post streamed in. */
const streamedCaps: readonly AttachmentProblem[] = [
  "file_too_large",
  "files_too_large",
  "too_many_files",
];

/** A refusal of one of a post's files (issue 30): nothing of the lead is stored. */
export class AttachmentRefusedError extends Error {
  constructor(
    readonly problem: AttachmentProblem,
    /** The file's name as the sender gave it. */
    readonly file: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = "AttachmentRefusedError";
  }

  /** 413 for a cap passed while streaming, 422 for a file whose bytes are refused. */
  get statusCode(): 413 | 422 {
    return streamedCaps.includes(this.problem) ? 413 : 422;
  }
}
