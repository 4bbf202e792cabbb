import type { ReactNode } from "react";

/** What ties a control to the island's form state: react-hook-form's `register(name)`. */
export interface ControlBinding {
  name: string;
  onChange: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur: (event: { target: unknown; type?: unknown }) => unknown;
  ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
}

/** The props a field's control spreads, tying it to its label and error message. */
export interface ControlProps {
  id: string;
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

const controlClass =
  "mt-1.5 block w-full rounded-md border border-ink/30 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink/60 focus-visible:border-focus aria-invalid:border-accent";

interface LeadFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** The translated error, shown under the control and linked by `aria-describedby`. */
  error?: string;
  className?: string;
  /** Renders the control (input, textarea or select) with the given props. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * One labelled form field. The required asterisk is hidden from assistive technology
 * (it would be read as "star"); the control's `required` attribute announces the state.
 */
export function LeadField({
  id,
  label,
  required = false,
  error,
  className,
  children,
}: LeadFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-accent">
            *
          </span>
        )}
      </label>
      {children({
        id,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        className: controlClass,
      })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-accent-strong">
          {error}
        </p>
      )}
    </div>
  );
}
