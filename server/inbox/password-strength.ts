import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * The lowest zxcvbn score (0–4) an inbox password may have: 3, "safely unguessable:
 * moderate protection from offline slow-hash scenario" (zxcvbn's scale). OWASP ASVS 4.0
 * §2.1.7 asks that passwords be checked against breached and common ones.
 */
export const minPasswordScore = 3;

let estimator: Promise<ZxcvbnFactory> | null = null;

/**
 * zxcvbn with the common-passwords, names and keyboard dictionaries (language-independent),
 * loaded on first use: its dictionaries are megabytes, and most CLI commands never need them.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  );
  return estimator;
}

/** What each of zxcvbn's warning keys means, for the refusal's message. */
const warnings: Record<string, string> = {
  topTen: "it is one of the ten most common passwords",
  topHundred: "it is one of the hundred most common passwords",
  common: "it is a very common password",
  commonPassword: "it is a very common password",
  similarToCommon: "it is a common password or close to one",
  userInputs: "it contains the account's e-mail address or part of it",
  straightRow: "it is a row of keys",
  keyPattern: "it is a short keyboard pattern",
  simpleRepeat: 'it repeats characters ("aaa")',
  extendedRepeat: 'it repeats a pattern ("abcabcabc")',
  sequences: 'it is a sequence ("abcd", "6543")',
  recentYears: "it is or contains a recent year",
  dates: "it is or contains a date",
  wordByItself: "it is a single word",
  namesByThemselves: "it is a name",
  commonNames: "it is a common name",
  pwned: "it has appeared in data breaches",
};

/**
 * Why `password` is too easy to guess for the account `email` (zxcvbn score below
 * {@link minPasswordScore}: a common password, a pattern, the address itself…), or null
 * when it is strong enough. The message names the reason and what to do.
 */
export async function passwordStrengthProblem(
  password: string,
  email: string,
): Promise<string | null> {
  const result = await (await zxcvbn()).check(password, [email, ...email.split(/[@.+_-]/)]);
  if (result.score >= minPasswordScore) return null;
  const warning = result.feedback.warning;
  const why = (warning && warnings[warning]) ?? "it follows a pattern that guessers try first";
  return `the password is too easy to guess (strength ${result.score} of 4, at least ${minPasswordScore} needed): ${why}. Use a passphrase of several unrelated words, or a password manager's random password`;
}
