import type { z } from "zod";

/** The environment as read: `process.env` or a test's own object. */
export type Env = Record<string, string | undefined>;

/** Each group's parsed settings, keyed as the groups were given. */
export type ParsedEnv<G extends Record<string, z.ZodType>> = { [K in keyof G]: z.output<G[K]> };

/** An issue as one line: the variable's name, then what is wrong with it. */
function problemOf(issue: z.core.$ZodIssue): string {
  const name = issue.path.length > 0 ? String(issue.path[0]) : "";
  // A rule may word its message around the name ("TRUST_PROXY=true would …").
  return issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
}

/**
 * Parses `env` with every schema of `groups`, all of them even after a failure, so an
 * operator fixes every bad variable in one round.
 * @returns each group's settings, keyed as in `groups`.
 * @throws Error titled `title`, one line per problem, each starting with the variable's
 *   name (`LEADS_RATE_LIMIT must be a whole number from 0 to 1000000, got "abc"`).
 */
export function parseEnv<G extends Record<string, z.ZodType>>(
  groups: G,
  env: Env,
  title: string,
): ParsedEnv<G> {
  const parsed: Partial<Record<keyof G, unknown>> = {};
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(groups) as [keyof G, z.ZodType][]) {
    const result = schema.safeParse(env);
    if (result.success) parsed[name] = result.data;
    else problems.push(...result.error.issues.map(problemOf));
  }
  if (problems.length > 0) {
    throw new Error(`${title}:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  }
  return parsed as ParsedEnv<G>;
}

/**
 * The `when` of a group's rule reading the variables `names`: the rule runs whenever those
 * parsed, whatever the others did. (zod skips an object's refinements after any issue in
 * its fields, which would hide a broken rule behind an unrelated typo.)
 */
export function whenParsed(...names: string[]) {
  return {
    when: (payload: z.core.ParsePayload) =>
      !payload.issues.some((issue) => names.includes(String(issue.path?.[0]))),
  };
}
