import type { ComponentProps, ReactNode } from "react";
import { cn } from "@lib/ui/cn";

/** The inbox's text input, select and textarea style: a visible border and the focus ring. */
export const controlClass =
  "block w-full min-h-11 rounded-md border border-ink/30 bg-white px-3 py-2 text-base text-ink aria-invalid:border-accent";

/**
 * A labelled form control with its hint and error, tied by `aria-describedby` so a screen
 * reader reads them with the field. `children` receives the ids to put on the control.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-accent">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message the page announces when it appears (role="alert"), styled as an error. */
export function ErrorMessage({ children, ...props }: ComponentProps<"p">) {
  return (
    <p
      role="alert"
      className="rounded-md border border-accent/40 bg-accent/5 px-3 py-2 font-semibold text-accent-strong"
      {...props}
    >
      {children}
    </p>
  );
}
