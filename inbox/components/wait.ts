import type { Copy } from "../i18n/copy";

/**
 * A wait of `seconds` in words for a message ("45 seconds", "about 15 minutes", "约 15 分钟"):
 * rounded up, so the reader who tries again at the stated time is not refused once more.
 */
export function waitInWords({ t }: Copy, seconds: number): string {
  if (seconds < 60) return t("signIn.wait.seconds", { count: Math.max(1, Math.ceil(seconds)) });
  return t("signIn.wait.minutes", { count: Math.ceil(seconds / 60) });
}
