import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (strings, conditionals, arrays) and lets a later Tailwind class win over an earlier one
 * of the same kind, so a caller's `className` can override a primitive's default padding or colour.
 *
 * Only for components whose callers override such defaults (the back office's and the forms' primitives).
 * The public pages' shell, hero and carousels join their classes with plain `clsx` (and cva's `className`):
 * their callers add classes without overriding any, and tailwind-merge (8 KiB gzip) would otherwise ride
 * on every first visit.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
