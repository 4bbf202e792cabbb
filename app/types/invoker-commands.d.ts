import "react";

/**
 * Invoker commands (HTML Standard, "The button element": `commandfor`, `command`), which
 * open and close a `<dialog>` without script; @types/react does not list them yet, and
 * React renders unknown lower-case attributes as written.
 * https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-commandfor
 */
declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string;
    command?:
      "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
}
