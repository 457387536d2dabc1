import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";

const badgeVariants = cva(
  "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold",
  {
    variants: {
      tone: {
        green: "bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100",
        grey: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
        blue: "bg-blue-100 text-blue-900 dark:bg-blue-900/60 dark:text-blue-100",
        yellow: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
        red: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
      },
    },
    defaultVariants: { tone: "grey" },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

export function Badge({ tone, children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={badgeVariants({ tone })}>{children}</span>;
}
