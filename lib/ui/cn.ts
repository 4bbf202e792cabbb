import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx). Unlike shadcn/ui's `cn` it does not resolve conflicting
 * Tailwind utilities: tailwind-merge would add about 9 KB gzip to every page's first load
 * (issue 7 budget), so callers pick variants through props rather than overriding classes.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
