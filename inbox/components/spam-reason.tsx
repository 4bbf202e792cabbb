import { isCurableSpamReason, type SpamReason } from "@lib/leads/spam-reasons";
import { spamCheck, spamReasonLabels, spamReasonUnknown } from "./format";

/**
 * Why a spam lead is spam, in words, and a "To check" badge when a real buyer can trip over
 * the reason (issue 28: a wrong verdict must catch the eye). The words carry the meaning;
 * the badge's colour only helps.
 */
export function SpamReasonNote({ reason }: { reason: SpamReason | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{reason ? spamReasonLabels[reason] : spamReasonUnknown}</span>
      {isCurableSpamReason(reason) ? (
        <span className="inline-block rounded-full bg-gold/25 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-ink ring-1 ring-gold/60 ring-inset">
          {spamCheck.badge}
        </span>
      ) : null}
    </span>
  );
}
