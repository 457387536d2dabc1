import { cva, type VariantProps } from "class-variance-authority";

/** Button looks shared by the back office (the public pages keep their own larger call-to-action buttons). */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary:
          "bg-brand-700 text-white hover:bg-brand-800 dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400",
        outline:
          "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
        destructive: "bg-red-700 text-white hover:bg-red-800",
        ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
      },
      size: { md: "h-10 px-4 text-sm", sm: "h-9 px-3 text-sm", icon: "h-9 w-9" },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

export function buttonStyles(variant?: ButtonVariants["variant"], size?: ButtonVariants["size"]) {
  return buttonVariants({ variant, size });
}
