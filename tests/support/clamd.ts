import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Debian's clamav-daemon; .ci/run installs it. */
const clamdPath = "/usr/sbin/clamd";

/**
 * The EICAR anti-virus test file (eicar.org): harmless, and matched by every scanner. Built
 * from two halves so no scanner flags this source file itself.
 */
export const eicar = Buffer.from(
  "X5O!P%@AP[4\\PZX54(P^)7CC)7}$" + "EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*",
  "latin1",
);

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True when clamd at `port` answers `PING` with `PONG`. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("connect", () => socket.write("zPING\0"));
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer.startsWith("PONG")));
    socket.on("error", () => resolve(false));
  });
}

/**
 * A real clamd (Debian's clamav-daemon) on a free loopback port, in the foreground, with a
 * signature database of one hash signature (`.hdb`: md5:size:name) that matches the EICAR
 * file: no virus definitions can be downloaded here. Fails with a clear message when clamd
 * is not installed. `url` is the `CLAMAV_URL` to give the server.
 */
export async function startClamd(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(clamdPath)) {
    throw new Error(
      `${clamdPath} is missing: install Debian's clamav-daemon (apt-get install clamav-daemon), as .ci/run does`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "clamd-"));
  mkdirSync(join(dir, "db"));
  const md5 = createHash("md5").update(eicar).digest("hex");
  writeFileSync(join(dir, "db", "test.hdb"), `${md5}:${eicar.length}:Eicar-Test-Signature\n`);
  const port = await freePort();
  const config = join(dir, "clamd.conf");
  writeFileSync(
    config,
    [
      "Foreground yes",
      `DatabaseDirectory ${join(dir, "db")}`,
      `TCPSocket ${port}`,
      "TCPAddr 127.0.0.1",
      `LogFile ${join(dir, "clamd.log")}`,
      `TemporaryDirectory ${dir}`,
      "StreamMaxLength 26M",
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(clamdPath, ["--config-file", config], { stdio: "ignore" });
  let exited = false;
  child.once("exit", () => (exited = true));
  const deadline = Date.now() + 60_000;
  while (!(await pings(port))) {
    if (exited) throw new Error(`clamd exited at start; see its log in ${dir}/clamd.log`);
    if (Date.now() > deadline) throw new Error("clamd did not answer PING within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `tcp://127.0.0.1:${port}`,
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
