import { useRef, useState, type DragEvent } from "react";
import { X } from "lucide-react";
import { fillText, type AttachmentsCopy } from "@lib/leads/attachments-field";
import { attachmentLimits, type AttachmentProblem } from "@lib/leads/attachment-rules";

/** A file's size as people read it, in the page's language: `840 kB`, `4.2 MB`. */
export function formatSize(bytes: number, formatTag: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, "megabyte"]
      : [Math.max(bytes / 1024, 0.1), "kilobyte"];
  return new Intl.NumberFormat(formatTag, {
    style: "unit",
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * The form island's chosen files (issue 30): added by the picker or by dropping them on
 * the field, checked against the caps at once (the server checks again, by their bytes),
 * removable before sending, each with its upload progress while the lead is sent.
 */
export function useAttachments(copy: AttachmentsCopy | undefined) {
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState("");
  const lastStep = useRef<number[]>([]);

  /** Adds `picked` after the files already chosen, refusing (and naming) the first past a cap. */
  function add(picked: Iterable<File>) {
    // Only a form with a picker (and so its copy) adds files.
    if (!copy) return;
    const next = [...files];
    let refused: string | undefined;
    for (const file of picked) {
      const total = next.reduce((sum, kept) => sum + kept.size, 0) + file.size;
      const cause: AttachmentProblem | null =
        next.length >= attachmentLimits.files
          ? "too_many_files"
          : file.size > attachmentLimits.fileBytes
            ? "file_too_large"
            : total > attachmentLimits.totalBytes
              ? "files_too_large"
              : null;
      if (cause) {
        refused ??= fillText(copy.problems[cause], { file: file.name });
        continue;
      }
      next.push(file);
    }
    setFiles(next);
    setSent([]);
    setProblem(refused);
  }

  function remove(index: number) {
    setFiles(files.filter((_, at) => at !== index));
    setSent([]);
    setProblem(undefined);
  }

  /**
   * The upload's progress, `loaded` of `total` bytes of the whole request, spread over the
   * files in the order sent; the screen-reader line speaks each file at every quarter.
   */
  function progress(loaded: number, total: number) {
    const overhead = Math.max(0, total - files.reduce((sum, file) => sum + file.size, 0));
    let offset = overhead;
    const perFile = files.map((file) => {
      const done = Math.min(file.size, Math.max(0, loaded - offset));
      offset += file.size;
      return file.size === 0 ? 1 : done / file.size;
    });
    setSent(perFile);
    const steps = perFile.map((share) => Math.floor(share * 4));
    const moved = steps.findIndex((step, at) => step !== (lastStep.current[at] ?? 0));
    lastStep.current = steps;
    if (moved >= 0 && copy) {
      setAnnouncement(
        fillText(copy.progress, {
          file: files[moved]!.name,
          percent: Math.round(perFile[moved]! * 100),
        }),
      );
    }
  }

  /** Forgets the files once their lead is sent. */
  function clear() {
    setFiles([]);
    setSent([]);
    lastStep.current = [];
  }

  return {
    files,
    sent,
    problem,
    announcement,
    add,
    remove,
    progress,
    clear,
    refuse: setProblem,
  };
}

/** The island's list under the picker: each file's name, size, progress and remove button. */
export function AttachmentList({
  copy,
  formatTag,
  state,
}: {
  copy: AttachmentsCopy;
  formatTag: string;
  state: ReturnType<typeof useAttachments>;
}) {
  const [over, setOver] = useState(false);
  const zone = useRef<HTMLDivElement>(null);
  // The removed file's button is gone: the keyboard goes on from the file now in its place,
  // else the one before, else the picker (WCAG 2.4.3).
  const removeAt = (index: number) => {
    state.remove(index);
    requestAnimationFrame(() => {
      const buttons = zone.current?.querySelectorAll<HTMLButtonElement>("li button") ?? [];
      const next =
        buttons[Math.min(index, buttons.length - 1)] ??
        zone.current?.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
      next?.focus();
    });
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    state.add(event.dataTransfer.files);
  };
  return (
    <div
      ref={zone}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`mt-2 rounded-md border-2 border-dashed p-3 text-sm ${over ? "border-focus bg-sand" : "border-line"}`}
    >
      <p className="text-muted">{copy.drop}</p>
      {state.files.length > 0 && (
        <ul className="mt-2 space-y-2">
          {state.files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className="flex items-center gap-3">
              <span className="min-w-0 flex-1 truncate">
                <bdi>{file.name}</bdi>{" "}
                <span className="text-muted">({formatSize(file.size, formatTag)})</span>
              </span>
              {state.sent[index] !== undefined && (
                <progress
                  className="w-24"
                  max={1}
                  value={state.sent[index]}
                  aria-label={fillText(copy.progress, {
                    file: file.name,
                    percent: Math.round(state.sent[index] * 100),
                  })}
                />
              )}
              <button
                type="button"
                onClick={() => removeAt(index)}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-ink hover:bg-sand focus-visible:outline-3 focus-visible:outline-focus"
                aria-label={fillText(copy.remove, { file: file.name })}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {state.announcement}
      </p>
    </div>
  );
}
