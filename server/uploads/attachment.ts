/**
 * One file of a stored lead (issue 30): what the inbox, the e-mail and the webhook show of
 * it, and where its bytes are kept.
 */
export interface Attachment {
  /** Random UUID: the download's address. */
  id: string;
  /** The name the sender gave it (its last path segment). */
  name: string;
  /** Its media type, decided by its bytes (`attachmentTypes`). */
  type: string;
  /** Bytes as stored (an image after its metadata was stripped). */
  size: number;
  /** SHA-256 of the bytes as stored, hex. */
  sha256: string;
  /** Its key in the upload store: the SHA-256, under `quarantine/` when infected. */
  storageKey: string;
  /** The signature clamd matched: the file is quarantined, never delivered; else null. */
  threat: string | null;
}
