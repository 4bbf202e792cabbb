import { Secret, TOTP } from "otpauth";

/**
 * The inbox's TOTP second factor (issue 35, item 6; RFC 6238 with authenticator apps'
 * defaults: SHA-1, 6 digits, 30-second steps), by the `otpauth` library.
 */
const totpSettings = { algorithm: "SHA1", digits: 6, period: 30 } as const;

/** Codes of this many steps before or after now are accepted (clock drift, typing time). */
const windowSteps = 1;

/** A new random secret (160 bits, RFC 4226 §4's recommendation) in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The `otpauth://totp/…` URI an authenticator app enrols from (as text or a QR code):
 * issuer "Leads inbox", the account `email`, the base32 `secret`.
 */
export function totpUri(email: string, secret: string): string {
  return new TOTP({
    issuer: "Leads inbox",
    label: email,
    secret: Secret.fromBase32(secret),
    ...totpSettings,
  }).toString();
}

/**
 * The RFC 6238 time step of the code `code` for `secret` at `now`, when it is one of the
 * accepted window's (now ± 1 step); null when it is not a valid code. The caller refuses a
 * step at or before the last one accepted (no replay).
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    timestamp,
    window: windowSteps,
    ...totpSettings,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: totpSettings.period, timestamp }) + delta;
}

/** The code of `secret` at `at` (the tests' authenticator app). */
export function totpCode(secret: string, at: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: at.getTime(),
    ...totpSettings,
  });
}
