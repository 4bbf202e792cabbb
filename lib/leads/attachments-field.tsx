import type { ReactNode } from "react";
import type { SiteCopy } from "../content/schemas/site";
import { attachmentAccept, attachmentField } from "./attachment-rules";

/** The quote form's file copy (`leadForm.attachments`). */
export type AttachmentsCopy = SiteCopy["leadForm"]["attachments"];

/**
 * The lead forms' shared copy (`leadForm`) as a form takes it: the file picker's copy only
 * where the form has a picker (the quote form), so the missions form's island props do not
 * carry it (issue 30; pages stay within the HTML budget).
 */
export type SharedFormCopy = Omit<SiteCopy["leadForm"], "attachments"> & {
  attachments?: AttachmentsCopy;
};

/** `text` with its `{name}` placeholders filled. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

interface AttachmentsFieldProps {
  /** The id of the file input (`contact-attachments`). */
  id: string;
  copy: AttachmentsCopy;
  /** The translated refusal of a file, shown under the picker and linked to it. */
  error?: string;
  /** The island's list of chosen files, drop zone and progress; absent on a page without script. */
  children?: ReactNode;
  /** The island hides the native input behind its own list; without script it is the control. */
  onPick?: (files: FileList | null) => void;
}

/**
 * The quote form's files (issue 30): a native `<input type="file" multiple>` named
 * `attachments` that a form without script posts as `multipart/form-data`, with its label,
 * the hint saying what is accepted and any refusal naming the file. The island adds its
 * list (sizes, remove, progress) as `children`.
 */
export function AttachmentsField({ id, copy, error, children, onPick }: AttachmentsFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        {copy.label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {copy.hint}
      </p>
      <input
        id={id}
        type="file"
        name={attachmentField}
        multiple
        accept={attachmentAccept}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={onPick ? (event) => onPick(event.currentTarget.files) : undefined}
        className="mt-1.5 block w-full text-base text-ink file:me-3 file:rounded-md file:border file:border-ink/30 file:bg-white file:px-3.5 file:py-2 file:font-semibold"
      />
      {children}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-accent-strong">
          {error}
        </p>
      )}
    </div>
  );
}
