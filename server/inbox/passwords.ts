import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";

/** Shortest password `user add` accepts, in characters (OWASP ASVS 4.0 §2.1.1: 12). */
export const minPasswordLength = 12;

/** Longest password accepted, in characters (ASVS §2.1.2 allows 64 and more; bounds hashing work). */
export const maxPasswordLength = 1024;

/**
 * Argon2id with OWASP's first recommended setting (Password Storage Cheat Sheet: 19 MiB of
 * memory, 2 iterations, 1 degree of parallelism). `Algorithm.Argon2id` is 2 (a `const
 * enum` in the typings, which isolated modules cannot read).
 */
const argon2idOptions: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Why `password` cannot be an account's password (length out of bounds), or null when it
 * can.
 */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < minPasswordLength) {
    return `the password must be at least ${minPasswordLength} characters long (got ${length})`;
  }
  if (length > maxPasswordLength) {
    return `the password must be at most ${maxPasswordLength} characters long`;
  }
  return null;
}

/** `password` as an Argon2id PHC string (random salt). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

/**
 * A hash of no one's password, verified when the account does not exist, so that an unknown
 * account takes as long to refuse as a wrong password (no existence oracle by timing).
 */
const absentAccountHash = hash("no account has this password", argon2idOptions);

/**
 * Whether `password` matches `passwordHash`; with `passwordHash` null (no such account)
 * it does the same work and answers false. Never throws on a malformed hash: false.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  const against = passwordHash ?? (await absentAccountHash);
  const matches = await verify(against, password).catch(() => false);
  return passwordHash !== null && matches;
}
