/**
 * How many times Playwright's default waits a browser test may take: twice on CI. CI
 * machines of the same two cores differ twofold in speed (a clean-clone build took 1 min on
 * one, 2 min on another), and a slower one must not fail a test that only waits longer. The
 * limits a test asserts (budgets, retries, timings) are its own and never scaled.
 */
export const ciWaitFactor = process.env.CI ? 2 : 1;
