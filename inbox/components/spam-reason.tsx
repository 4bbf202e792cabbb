import { isCurableSpamReason, type SpamReason } from "@lib/leads/spam-reasons";
import { useCopy } from "../i18n/copy";

/**
 * Why a spam lead is spam, in words, and a "To check" badge when a real buyer can trip over
 * the reason (issue 28: a wrong verdict must catch the eye). The words carry the meaning;
 * the badge's colour only helps.
 */
export function SpamReasonNote({ reason }: { reason: SpamReason | null }) {
  const { t } = useCopy();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{reason ? t(`spam.reasons.${reason}`) : t("spam.unknownReason")}</span>
      {isCurableSpamReason(reason) ? (
        <span className="inline-block rounded-full bg-gold/25 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-ink ring-1 ring-gold/60 ring-inset">
          {t("spam.checkBadge")}
        </span>
      ) : null}
    </span>
  );
}
