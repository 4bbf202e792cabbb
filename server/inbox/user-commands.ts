import { z } from "zod";
import type { LeadStore } from "../storage/lead-store";
import { hashPassword, passwordProblem } from "./passwords";

/** A wrong argument or password: printed with the usage, exit status 2. */
export class UserCommandError extends Error {}

/** The inbox account commands of the leads CLI, as its usage lists them. */
export const userUsage = `  npm run leads -- user add EMAIL          create an inbox account; asks for its password
                                           (or reads one line from standard input)
  npm run leads -- user remove EMAIL       delete the account and end its sessions
  npm run leads -- user list               the accounts, and which are locked`;

/** `value` as an account name: a whole e-mail address, lower-cased. */
export function accountEmail(value: string | undefined): string {
  if (!value) throw new UserCommandError("user add and user remove need an EMAIL");
  const email = value.trim().toLowerCase();
  if (!z.email().safeParse(email).success) {
    throw new UserCommandError(`not an e-mail address: ${value}`);
  }
  return email;
}

/**
 * Reads a password from the terminal without echoing it (raw mode; Backspace edits,
 * Ctrl-C aborts). Resolves on Enter.
 */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") {
          finish();
          resolve(typed);
          return;
        }
        if (character === "\u0003") {
          finish();
          reject(new UserCommandError("aborted"));
          return;
        }
        if (character === "\u007f" || character === "\b") typed = [...typed].slice(0, -1).join("");
        else typed += character;
      }
    };
    const finish = () => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
    };
    input.on("data", onData);
  });
}

/** The first line of standard input (a pipe or file), without its line end. */
async function readFirstLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += (chunk as Buffer).toString("utf8");
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

/**
 * The new account's password: typed twice at a terminal, without echo, or the first line of
 * standard input when it is not a terminal. Throws `UserCommandError` when the two differ or
 * the password is too short or too long (`passwordProblem`).
 */
async function newPassword(): Promise<string> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await readHidden("Password: ");
    if ((await readHidden("Password again: ")) !== password) {
      throw new UserCommandError("the two passwords differ");
    }
  } else {
    password = await readFirstLine();
  }
  const problem = passwordProblem(password);
  if (problem) throw new UserCommandError(problem);
  return password;
}

/**
 * Runs `user add|remove|list` (issue 20) on `store`; returns the exit status (1 when the
 * account to add exists or the one to remove does not). No account exists until one is
 * added: there is no default user and no password in the repository.
 */
export async function userCommand(
  store: LeadStore,
  [action, email]: string[],
  print: (line: string) => void,
): Promise<number> {
  switch (action) {
    case "add": {
      const account = accountEmail(email);
      if (await store.inbox.findUser(account)) {
        print(`An inbox account ${account} already exists in ${store.location}`);
        return 1;
      }
      const passwordHash = await hashPassword(await newPassword());
      if (!(await store.inbox.addUser(account, passwordHash, new Date()))) {
        print(`An inbox account ${account} already exists in ${store.location}`);
        return 1;
      }
      print(`Created inbox account ${account} in ${store.location}`);
      return 0;
    }
    case "remove": {
      const account = accountEmail(email);
      if (!(await store.inbox.removeUser(account))) {
        print(`No inbox account ${account} in ${store.location}`);
        return 1;
      }
      print(`Removed inbox account ${account} and its sessions from ${store.location}`);
      return 0;
    }
    case "list": {
      const users = await store.inbox.listUsers();
      const now = new Date().toISOString();
      for (const user of users) {
        const locked =
          user.lockedUntil && user.lockedUntil > now ? `  locked until ${user.lockedUntil}` : "";
        print(`${user.email}  created ${user.createdAt}${locked}`);
      }
      print(`${users.length} inbox accounts in ${store.location}`);
      return 0;
    }
    default:
      throw new UserCommandError("user needs add EMAIL, remove EMAIL or list");
  }
}
