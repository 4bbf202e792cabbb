import { z } from "zod";
import { oneOf, origin, text, textOr, wholeNumberOr } from "./fields";
import { whenParsed } from "./parse";

/** pino's levels (https://getpino.io/#/docs/api?id=level-string); `silent` logs nothing. */
const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/**
 * `TRUST_PROXY` as Fastify's `trustProxy`: a hop count, a list of addresses, or `false`.
 * `true` is refused: it trusts every address, so the client's own leftmost
 * `X-Forwarded-For` entry would be taken as its IP (RFC 7239 §5.2).
 */
const trustProxy = text().transform((raw, context): false | number | string => {
  if (raw === undefined || raw === "false") return false;
  if (raw === "true") {
    context.addIssue({
      code: "custom",
      message:
        'TRUST_PROXY=true would trust every address, letting a client forge its IP: give a hop count (e.g. "1") or the proxies\' addresses (e.g. "loopback" or "10.0.0.0/8")',
    });
    return z.NEVER;
  }
  return /^\d+$/.test(raw) ? Number(raw) : raw;
});

/** The web server's settings: where it listens, what it serves, whom it trusts. */
export const serverEnv = z
  .object({
    PORT: wholeNumberOr(3000, { max: 65535 }).describe("TCP port the server listens on."),
    HOST: textOr("0.0.0.0").describe("Interface the server listens on."),
    SITE_DIR: text()
      .meta({ unset: "`build/client`" })
      .describe("Folder of the prerendered site to serve."),
    LOG_LEVEL: oneOf(logLevels, "info").describe(`pino log level: ${logLevels.join(", ")}.`),
    HSTS_MAX_AGE: wholeNumberOr(31_536_000, { max: 2 ** 31 }).describe(
      "`Strict-Transport-Security` max-age, in seconds (default one year); `0` omits the header.",
    ),
    SITE_API_URL: origin("https://api.example.com")
      .meta({ unset: "(same origin)" })
      .describe(
        "Origin of the leads API when it is not this server, e.g. `https://api.example.com`; read at build time (the forms post there) and at run time (the pages' CSP lets them reach it).",
      ),
    SITE_ORIGIN: origin("https://www.example.com")
      .meta({ unset: "(none)" })
      .describe(
        "The one origin whose pages may call the leads API across origins (CORS), e.g. `https://www.example.com` when the site is served from a CDN; unset, no cross-origin access at all.",
      ),
    MAX_CONNECTIONS: wholeNumberOr(1024, { max: 1_000_000 }).describe(
      "Simultaneous TCP connections the server accepts; more are refused.",
    ),
    MAX_CONNECTIONS_PER_CLIENT: wholeNumberOr(64, { max: 1_000_000 }).describe(
      "Simultaneous TCP connections from one client address (trusted proxies exempt); `0` turns the cap off.",
    ),
    METRICS_TOKEN: text()
      .meta({ unset: "(none: no `/metrics`)" })
      .describe(
        "Enables `GET /metrics` for `Authorization: Bearer <token>`; unset, there is no such endpoint.",
      ),
    TRUST_PROXY: trustProxy
      .meta({ unset: "off" })
      .describe(
        "The reverse proxies to trust: a hop count or a comma-separated list of their addresses or CIDR ranges (`loopback`, `10.0.0.0/8`); the client is the rightmost `X-Forwarded-For` address that is not a trusted proxy. `true` is refused.",
      ),
    CLIENT_IP_HEADER: text()
      .transform((value) => value?.toLowerCase())
      .meta({ unset: "(none)" })
      .describe(
        "Header a trusted proxy puts the client IP in, e.g. `cf-connecting-ip`; needs `TRUST_PROXY`, and is read only on requests from such a proxy.",
      ),
  })
  .superRefine(
    (env, context) => {
      if (env.CLIENT_IP_HEADER && env.TRUST_PROXY === false) {
        context.addIssue({
          code: "custom",
          path: ["CLIENT_IP_HEADER"],
          message: `CLIENT_IP_HEADER needs TRUST_PROXY (the address of the proxy that sets ${env.CLIENT_IP_HEADER}); without it any client could write that header`,
        });
      }
    },
    whenParsed("CLIENT_IP_HEADER", "TRUST_PROXY"),
  )
  .meta({
    title: "Server",
    description:
      "Read when the server starts (`npm start`), by `npm run leads`, and by the build's last step, which writes `_headers` with the same `SITE_API_URL` and `HSTS_MAX_AGE`.",
  });

/** The parsed {@link serverEnv}. */
export type ServerEnv = z.output<typeof serverEnv>;
