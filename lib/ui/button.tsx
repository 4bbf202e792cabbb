import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "./cn";

const variants = {
  primary: "bg-accent text-white hover:bg-accent-strong",
  secondary: "bg-white/10 text-white ring-1 ring-inset ring-white/60 hover:bg-white/20",
  outline: "bg-transparent text-ink ring-1 ring-inset ring-ink/25 hover:bg-ink/5",
  dark: "bg-ink text-white hover:bg-ink-soft",
} as const;

type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  /** Render the child element (a link, say) with the button's styles instead of a `<button>`. */
  asChild?: boolean;
};

/** The site's button (shadcn/ui pattern): a `<button>`, or its child styled as one with `asChild`. */
export function Button({ variant = "primary", asChild = false, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      className={cn(
        "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
