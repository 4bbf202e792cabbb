/**
 * A wait of `seconds` in words for a message ("45 seconds", "about 15 minutes"): rounded
 * up, so the reader who tries again at the stated time is not refused once more.
 */
export function waitInWords(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} second${whole === 1 ? "" : "s"}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `about ${minutes} minute${minutes === 1 ? "" : "s"}`;
}
