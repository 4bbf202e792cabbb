import { extractParams, solveChallenge } from "altcha-lib/v1";
import type { Challenge } from "altcha-lib/v1/types";
import { minFillMs } from "@lib/leads/schema";
import { challengeEndpoint, TransientSendError } from "./api";

/** A solved challenge, with when it may be sent and when it is too old to. */
interface Proof {
  /** ALTCHA's base64 payload, the lead's `altcha` field. */
  payload: string;
  /** `performance.now()` from which the server's time trap is past. */
  readyAt: number;
  /** `performance.now()` after which a fresh challenge is fetched instead (a minute before expiry). */
  staleAt: number;
}

let current: Promise<Proof> | null = null;

/**
 * Fetches a challenge and solves it with altcha-lib's solver (SHA-256 in Web Crypto; no
 * third-party request, nothing for the visitor to do). The solve is measured as the
 * `altcha:solve` performance entry. Times are on the browser's monotonic clock, measured
 * from the moment the challenge arrived, so a wrong wall clock changes nothing.
 */
async function solveNew(): Promise<Proof> {
  let challenge: Challenge;
  try {
    const response = await fetch(challengeEndpoint, { cache: "no-store" });
    if (!response.ok) throw new Error(String(response.status));
    challenge = (await response.json()) as Challenge;
  } catch {
    throw new TransientSendError("network");
  }
  const receivedAt = performance.now();
  const params = extractParams(challenge);
  const lifetimeMs = Number(params.expires) * 1000 - Number(params.issued);
  const start = performance.mark("altcha:solve:start");
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  performance.measure("altcha:solve", start.name);
  if (!solution) throw new TransientSendError("server");
  const { algorithm, salt, signature } = challenge;
  return {
    payload: btoa(
      JSON.stringify({
        algorithm,
        challenge: challenge.challenge,
        number: solution.number,
        salt,
        signature,
      }),
    ),
    readyAt: receivedAt + minFillMs,
    staleAt: receivedAt + lifetimeMs - 60_000,
  };
}

/** Starts getting a proof in the background (the form calls it when it hydrates). */
export function prepareProof(): void {
  if (current) return;
  current = solveNew();
  current.catch(() => {
    current = null;
  });
}

/**
 * The proof to send with a lead: the prepared one, or a new one when there is none or it is
 * about to expire; waits until the time trap is past. Rejects with `TransientSendError`
 * when no challenge could be fetched.
 */
export async function proofForSending(): Promise<string> {
  prepareProof();
  let proof = await current!;
  if (performance.now() > proof.staleAt) {
    current = null;
    prepareProof();
    proof = await current!;
  }
  const wait = proof.readyAt - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return proof.payload;
}

/** Forgets the proof a stored lead used (the server takes each once) and prepares the next. */
export function proofUsed(): void {
  current = null;
  prepareProof();
}
