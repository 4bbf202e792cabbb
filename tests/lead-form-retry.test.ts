import { describe, expect, it } from "vitest";
import { TransientSendError } from "../app/leads/api";
import { retryPolicy } from "../app/leads/use-lead-form";

/** The lead form's retry rule (issue 15; SPEC §7's data-client defaults). */
describe("lead form retries", () => {
  const network = new TransientSendError("network");

  it("retries network errors, 5xx and 429 three times, after 1 s, 2 s and 4 s plus at most 20 % jitter", () => {
    expect([0, 1, 2].map((n) => retryPolicy.retry(n, network))).toEqual([true, true, true]);
    expect(retryPolicy.retry(3, network)).toBe(false);
    expect([0, 1, 2].map((n) => retryPolicy.delay(n, network, () => 0))).toEqual([
      1000, 2000, 4000,
    ]);
    expect(retryPolicy.delay(2, network, () => 1)).toBe(4800);
    expect(retryPolicy.delay(10, network, () => 1)).toBe(30_000);
  });

  it("waits as long as Retry-After asks, and gives a 429 asking for more than 30 s back to the visitor", () => {
    const busy = new TransientSendError("server", 5000);
    expect(retryPolicy.delay(0, busy)).toBe(5000);
    expect(retryPolicy.retry(0, new TransientSendError("rate_limited", 20_000))).toBe(true);
    expect(retryPolicy.delay(0, new TransientSendError("rate_limited", 20_000))).toBe(20_000);
    expect(retryPolicy.retry(0, new TransientSendError("rate_limited", 600_000))).toBe(false);
  });

  it("does not retry what the server refused for good", () => {
    expect(retryPolicy.retry(0, new Error("422"))).toBe(false);
  });
});
