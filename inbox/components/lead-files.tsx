import type { LeadAttachment } from "@lib/inbox/api";
import { attachmentKindOf } from "@lib/leads/attachment-rules";
import { useCopy } from "../i18n/copy";

/** The size the server draws a thumbnail inside (server/uploads/send-attachment.ts), in CSS pixels. */
const thumbnailPixels = 160;

/**
 * A lead's files (issue 30), each with its name, type and size: a download link (the
 * server answers `Content-Disposition: attachment`, so the browser never shows the file
 * itself) and, for JPEG, PNG and WebP, a thumbnail the server re-encoded from the stored,
 * metadata-free image. A quarantined file (clamd found a threat) says so and has no link.
 * Renders nothing for a lead without files.
 */
export function LeadFiles({ files }: { files: LeadAttachment[] }) {
  const { t, formatFileSize } = useCopy();
  if (files.length === 0) return null;
  return (
    <section
      aria-labelledby="files-heading"
      className="rounded-lg border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="files-heading" className="text-xl font-bold">
        {t("lead.files.heading")}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {files.map((file) => {
          const kind = attachmentKindOf(file.type);
          const details = t("lead.files.details", {
            type: kind ? t(`lead.files.types.${kind}`) : file.type,
            size: formatFileSize(file.size),
          });
          return (
            <li
              key={file.id}
              className="flex flex-wrap items-center gap-4 rounded-md border border-line p-3"
            >
              {file.thumbnailUrl ? (
                // Decorative: the link beside it names the file.
                <img
                  src={file.thumbnailUrl}
                  alt=""
                  loading="lazy"
                  className="size-40 shrink-0 rounded bg-sand object-contain"
                  width={thumbnailPixels}
                  height={thumbnailPixels}
                />
              ) : null}
              <div className="min-w-0 flex-1">
                {file.url ? (
                  <a
                    href={file.url}
                    download={file.name}
                    className="font-semibold break-words underline underline-offset-4"
                  >
                    <bdi>{file.name}</bdi>
                  </a>
                ) : (
                  <p className="font-semibold break-words">
                    <bdi>{file.name}</bdi>
                  </p>
                )}
                <p className="text-sm text-muted">{details}</p>
                {file.threat ? (
                  <p className="mt-1 font-semibold text-accent-strong">
                    {t("lead.files.quarantined", { threat: file.threat })}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
