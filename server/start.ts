import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";

/** `npm start`: builds the site when no build exists, then serves it on PORT (default 3000). */
const config = loadConfig();
if (!existsSync(join(config.siteDir, "index.html"))) {
  console.log(`npm start: no site in ${config.siteDir}, building it first (npm run build)`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const app = await buildApp(config);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.port, host: config.host });
