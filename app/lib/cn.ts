import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (strings, conditionals, arrays) and lets a later Tailwind class win over an earlier one
 * of the same kind, so a caller's `className` can override a primitive's default padding or colour.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
