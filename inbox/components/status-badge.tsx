import type { InboxStatus } from "@lib/inbox/api";
import { cn } from "@lib/ui/cn";
import { useCopy } from "../i18n/copy";

const tones: Record<InboxStatus, string> = {
  new: "bg-focus/10 text-focus ring-focus/30",
  contacted: "bg-gold/25 text-ink ring-gold/60",
  qualified: "bg-ink/10 text-ink ring-ink/30",
  won: "bg-emerald-100 text-emerald-900 ring-emerald-700/30",
  lost: "bg-muted/10 text-muted ring-muted/30",
  spam: "bg-accent/10 text-accent-strong ring-accent/30",
};

/** A lead's status as a small label; the word carries the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: InboxStatus }) {
  const { t } = useCopy();
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset",
        tones[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
