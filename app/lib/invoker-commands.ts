/**
 * Makes `commandfor`/`command` buttons (the phone menu's, issue 18) work in browsers that
 * predate invoker commands (Chrome < 135, Firefox < 144, Safari < 26.2): there the
 * polyfill (`invokers-polyfill`, by an author of the feature) is fetched; everywhere else
 * nothing is, so a current browser's page still loads no script for the menu.
 * Returns the polyfill's loading promise, or `undefined` when the browser needs none.
 */
export function supportInvokerCommands(): Promise<unknown> | undefined {
  if (hasInvokerCommands()) return undefined;
  return import("invokers-polyfill");
}

/** The polyfill's own test: a `command` property on buttons and a `CommandEvent`. */
function hasInvokerCommands(): boolean {
  const commandEvent = (globalThis as { CommandEvent?: { prototype: object } }).CommandEvent;
  return (
    "command" in HTMLButtonElement.prototype && !!commandEvent && "source" in commandEvent.prototype
  );
}
