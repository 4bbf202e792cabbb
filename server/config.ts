import { fileURLToPath } from "node:url";
import type { SecurityOptions } from "./security-headers";

/** Server settings from the environment, with the embedded defaults the README documents. */
export interface ServerConfig {
  /** TCP port (`PORT`, default 3000). */
  port: number;
  /** Interface to listen on (`HOST`, default 0.0.0.0). */
  host: string;
  /** Folder of the prerendered site (`SITE_DIR`, default `build/client`). */
  siteDir: string;
  /** `Strict-Transport-Security` max-age in seconds (`HSTS_MAX_AGE`, default one year; 0 = off). */
  hstsMaxAge: number;
  /**
   * Origin of the leads API when it is not this server (`SITE_API_URL`, e.g.
   * `https://api.example.com`); the pages' CSP lets them reach it. Unset = same origin.
   */
  siteApiUrl: string | undefined;
  /**
   * The one origin allowed to call the leads API from a browser (`SITE_ORIGIN`, e.g.
   * `https://www.example.com`) when the site is served from elsewhere (a CDN); unset = no
   * cross-origin access at all.
   */
  siteOrigin: string | undefined;
  /** Most simultaneous TCP connections (`MAX_CONNECTIONS`, default 1024); more are refused. */
  maxConnections: number;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  const value = Number(raw ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  }
  return value;
}

function originOf(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(
      `${name} must be an absolute URL such as https://api.example.com, got "${raw}"`,
    );
  }
}

/** Reads `ServerConfig` from `env`; throws on a malformed number or URL, naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: wholeNumber(env, "PORT", 3000, 65535),
    host: env.HOST ?? "0.0.0.0",
    siteDir: env.SITE_DIR ?? fileURLToPath(new URL("../build/client", import.meta.url)),
    hstsMaxAge: wholeNumber(env, "HSTS_MAX_AGE", 31536000, 2 ** 31),
    siteApiUrl: originOf("SITE_API_URL", env.SITE_API_URL),
    siteOrigin: originOf("SITE_ORIGIN", env.SITE_ORIGIN),
    maxConnections: wholeNumber(env, "MAX_CONNECTIONS", 1024, 1_000_000),
  };
}

/** The security-header inputs of `config` (server/security-headers.ts). */
export function securityOptions(config: ServerConfig): SecurityOptions {
  return {
    hstsMaxAge: config.hstsMaxAge,
    connectOrigins: config.siteApiUrl ? [config.siteApiUrl] : [],
  };
}
