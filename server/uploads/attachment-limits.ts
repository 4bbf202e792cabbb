import type { AttachmentProblem } from "../../lib/leads/attachment-rules";

export { attachmentField, attachmentLimits } from "../../lib/leads/attachment-rules";
export type { AttachmentProblem } from "../../lib/leads/attachment-rules";

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

  /** 413 for a cap passed while streaming, 422 for a file of a refused type. */
  get statusCode(): 413 | 422 {
    return this.problem === "file_type" || this.problem === "heic_image" ? 422 : 413;
  }
}
