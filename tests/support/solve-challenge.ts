import { solveChallenge } from "altcha-lib/v1";

/** ALTCHA's challenge JSON as `GET /api/leads/challenge` answers it. */
export interface ServerChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * Solves `challenge` with altcha-lib, as the form's worker does, and returns the base64
 * payload the form sends as `altcha`. Throws when the challenge has no solution.
 */
export async function solvedPayload(challenge: ServerChallenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error("the challenge had no solution");
  return Buffer.from(
    JSON.stringify({ ...challenge, maxnumber: undefined, number: solution.number }),
  ).toString("base64");
}
