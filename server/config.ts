import { fileURLToPath } from "node:url";

/** Server settings from the environment, with the embedded defaults the README documents. */
export interface ServerConfig {
  /** TCP port (`PORT`, default 3000). */
  port: number;
  /** Interface to listen on (`HOST`, default 0.0.0.0). */
  host: string;
  /** Folder of the prerendered site (`SITE_DIR`, default `build/client`). */
  siteDir: string;
}

/** Reads `ServerConfig` from `env`; throws on a port that is not a number from 0 to 65535. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    siteDir: env.SITE_DIR ?? fileURLToPath(new URL("../build/client", import.meta.url)),
  };
}
