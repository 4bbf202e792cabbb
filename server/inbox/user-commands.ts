import { z } from "zod";
import { inboxLanguageOfTag, inboxLanguages, type InboxLanguage } from "../../lib/inbox/languages";
import type { LeadStore } from "../storage/lead-store";
import { passwordStrengthProblem } from "./password-strength";
import { hashPassword, passwordProblem } from "./passwords";
import { newTotpSecret, totpUri } from "./totp";

/** A wrong argument or password: printed with the usage, exit status 2. */
export class UserCommandError extends Error {}

/** The inbox account commands of the leads CLI, as its usage lists them. */
export const userUsage = `  npm run leads -- user add EMAIL [--language LANG]
                                           create an inbox account; asks for its password
                                           (or reads one line from standard input); LANG is
                                           its inbox language, en or zh (Simplified Chinese),
                                           else it follows the browser's
  npm run leads -- user language EMAIL LANG
                                           set the account's inbox language: en, zh, or
                                           browser (follow the browser's)
  npm run leads -- user password EMAIL     set a new password (asked as for add); ends the
                                           account's sessions
  npm run leads -- user mfa EMAIL          enrol a TOTP second factor (replacing any): prints
                                           the otpauth:// URI and secret for the app
  npm run leads -- user mfa-remove EMAIL   remove the account's second factor
  npm run leads -- user unlock EMAIL       forget the account's wrong sign-ins from every
                                           address, ending their waits
  npm run leads -- user remove EMAIL       delete the account and end its sessions
  npm run leads -- user list               the accounts, second factors and blocked addresses`;

/** The `user` actions (`list` takes no EMAIL). */
export const userActions: readonly string[] = [
  "add",
  "language",
  "password",
  "mfa",
  "mfa-remove",
  "unlock",
  "remove",
  "list",
];

/** `value` as an account name: a whole e-mail address, lower-cased. */
export function accountEmail(value: string | undefined): string {
  if (!value)
    throw new UserCommandError(
      "user add, language, password, mfa, mfa-remove, unlock and remove need an EMAIL",
    );
  const email = value.trim().toLowerCase();
  if (!z.email().safeParse(email).success) {
    throw new UserCommandError(`not an e-mail address: ${value}`);
  }
  return email;
}

/**
 * `value` (`--language`, or `user language`'s LANG) as an inbox language: a BCP 47 tag of
 * English or Chinese (`en`, `zh`, `zh-Hans`, `zh-CN`: Simplified Chinese), or `browser`
 * (null: follow the browser's; only where `allowBrowser`). Issue 31 item 7.
 * @throws UserCommandError naming the value and the choices.
 */
export function languageArgument(value: string, allowBrowser: boolean): InboxLanguage | null {
  if (allowBrowser && value.trim().toLowerCase() === "browser") return null;
  const language = inboxLanguageOfTag(value);
  if (!language) {
    throw new UserCommandError(
      `not an inbox language: ${value} (the inbox has ${inboxLanguages.join(", ")}: give en or zh${allowBrowser ? ", or browser" : ""})`,
    );
  }
  return language;
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
 * The account `email`'s new password: typed twice at a terminal, without echo, or the first
 * line of standard input when it is not a terminal. Throws `UserCommandError` when the two
 * differ, the password is too short or too long (`passwordProblem`), or too easy to guess
 * (`passwordStrengthProblem`: common passwords, patterns, the address; issue 35).
 */
async function newPassword(email: string): Promise<string> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await readHidden("Password: ");
    if ((await readHidden("Password again: ")) !== password) {
      throw new UserCommandError("the two passwords differ");
    }
  } else {
    password = await readFirstLine();
  }
  const problem = passwordProblem(password) ?? (await passwordStrengthProblem(password, email));
  if (problem) throw new UserCommandError(problem);
  return password;
}

/**
 * Runs `user add|language|password|mfa|mfa-remove|unlock|remove|list` (issues 20, 35, 31) on `store`;
 * returns the exit status (1 when the account to add exists or the one named does not).
 * No account exists until one is added: there is no default user and no password in the
 * repository.
 */
export async function userCommand(
  store: LeadStore,
  [action, email, ...rest]: string[],
  print: (line: string) => void,
  options: { language?: string | undefined } = {},
): Promise<number> {
  const noAccount = (account: string) => {
    print(`No inbox account ${account} in ${store.location}`);
    return 1;
  };
  switch (action) {
    case "add": {
      const account = accountEmail(email);
      if (await store.inbox.findUser(account)) {
        print(`An inbox account ${account} already exists in ${store.location}`);
        return 1;
      }
      const language =
        options.language === undefined ? null : languageArgument(options.language, false);
      const passwordHash = await hashPassword(await newPassword(account));
      if (!(await store.inbox.addUser(account, passwordHash, new Date(), language))) {
        print(`An inbox account ${account} already exists in ${store.location}`);
        return 1;
      }
      print(
        `Created inbox account ${account} in ${store.location}${language ? `; inbox language ${language}` : ""}`,
      );
      return 0;
    }
    case "language": {
      const account = accountEmail(email);
      if (!rest[0])
        throw new UserCommandError("user language needs EMAIL and LANG (en, zh or browser)");
      const language = languageArgument(rest[0], true);
      if (!(await store.inbox.setLanguage(account, language))) return noAccount(account);
      print(`Inbox language of ${account} in ${store.location}: ${language ?? "the browser's"}`);
      return 0;
    }
    case "password": {
      const account = accountEmail(email);
      if (!(await store.inbox.findUser(account))) return noAccount(account);
      const passwordHash = await hashPassword(await newPassword(account));
      if (!(await store.inbox.setPassword(account, passwordHash))) return noAccount(account);
      print(`New password set for ${account} in ${store.location}; its sessions have ended`);
      return 0;
    }
    case "mfa": {
      const account = accountEmail(email);
      const replacing = (await store.inbox.findUser(account))?.totpSecret != null;
      const secret = newTotpSecret();
      if (!(await store.inbox.setTotpSecret(account, secret))) return noAccount(account);
      print(
        `${replacing ? "Replaced the" : "Enrolled a"} TOTP second factor for ${account} in ${store.location}.`,
      );
      print("Add it to the user's authenticator app, by this URI (or as a QR code of it):");
      print(`  ${totpUri(account, secret)}`);
      print(`or by typing the key: ${secret}`);
      print("It is shown only now. From the next sign-in, the inbox asks for the app's code.");
      return 0;
    }
    case "mfa-remove": {
      const account = accountEmail(email);
      if (!(await store.inbox.setTotpSecret(account, null))) return noAccount(account);
      print(`Removed the second factor of ${account} in ${store.location}`);
      return 0;
    }
    case "unlock": {
      const account = accountEmail(email);
      if (!(await store.inbox.findUser(account))) return noAccount(account);
      const addresses = await store.inbox.clearSignInFailures(account);
      print(
        `Forgot the wrong sign-ins of ${account} from ${addresses} address${addresses === 1 ? "" : "es"} in ${store.location}`,
      );
      return 0;
    }
    case "remove": {
      const account = accountEmail(email);
      if (!(await store.inbox.removeUser(account))) return noAccount(account);
      print(`Removed inbox account ${account} and its sessions from ${store.location}`);
      return 0;
    }
    case "list": {
      const users = await store.inbox.listUsers();
      const blocked = await store.inbox.blockedAddresses(new Date());
      for (const user of users) {
        const factor = user.totpSecret ? "  TOTP" : "";
        const count = blocked.get(user.email) ?? 0;
        const waits = count
          ? `  ${count} address${count === 1 ? "" : "es"} waiting after wrong sign-ins`
          : "";
        const language = `  language ${user.language ?? "browser"}`;
        print(`${user.email}  created ${user.createdAt}${language}${factor}${waits}`);
      }
      print(`${users.length} inbox accounts in ${store.location}`);
      return 0;
    }
    default:
      throw new UserCommandError(
        "user needs add, language, password, mfa, mfa-remove, unlock or remove with an EMAIL, or list",
      );
  }
}
