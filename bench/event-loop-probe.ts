import { createHistogram, monitorEventLoopDelay } from "node:perf_hooks";

/**
 * Preloaded into a bench's server process (`node --import ./bench/event-loop-probe.ts`, see
 * `startBenchServer`), never shipped with the server: how long the server's event loop went
 * without turning, the longest any request had to wait behind others' synchronous work
 * (issue 31: "does not block other requests longer than 50 ms"). Two measures:
 * - `delay`: how late a 5 ms timer fired (`perf_hooks.monitorEventLoopDelay`), wall time,
 *   so it also counts the time the machine's other processes held the CPU;
 * - `busy`: the CPU time the process used between two turns of a 1 ms timer, which other
 *   processes' load hardly moves (an upper bound: it counts V8's GC threads too).
 * On the IPC message `"event-loop-delay"` it answers `{ delay, busy }`, each
 * `{ max, p99, p50 }` in ms since the last ask, then starts a new window.
 */
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const busy = createHistogram();
let cpu = process.cpuUsage();
setInterval(() => {
  const since = process.cpuUsage(cpu);
  cpu = process.cpuUsage();
  busy.record(Math.max(1, since.user + since.system)); // µs
}, 1).unref();

const figures = (histogram: { max: number; percentile(p: number): number }, perMs: number) => ({
  max: histogram.max / perMs,
  p99: histogram.percentile(99) / perMs,
  p50: histogram.percentile(50) / perMs,
});

process.on("message", (message) => {
  if (message !== "event-loop-delay") return;
  process.send?.({ delay: figures(delay, 1e6), busy: figures(busy, 1e3) });
  delay.reset();
  busy.reset();
});
// The channel must not keep the server alive once it closes.
process.channel?.unref();
