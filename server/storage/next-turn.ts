/**
 * Long store work (exports, the dashboard's recount and reads) in short steps on SQLite,
 * whose better-sqlite3 calls run on the event loop: `nextTurn()` resolves in a later turn
 * of the loop, one waiter per turn, first come first served. A plain `setImmediate` would
 * resume every waiting step in the same turn (three exports and a dashboard: four steps
 * back to back); here other requests' I/O is handled between any two (issue 31's 50 ms
 * bound, issue 35 item 8).
 */
const waiting: (() => void)[] = [];

function releaseOne() {
  waiting.shift()?.();
  // An immediate set while immediates run waits for the loop's next turn (Node's event loop).
  if (waiting.length > 0) setImmediate(releaseOne);
}

/** Resolves in a later turn of the event loop, after the steps that asked before. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) setImmediate(releaseOne);
  });
}
