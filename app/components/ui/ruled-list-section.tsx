import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A back-office list under its own heading (a region named by it, found by that name): a record's facts
 * (`dl`) or the latest of something (`ul`), a rule between its lines. Each place sizes its heading.
 */
export function RuledListSection({
  title,
  list: List,
  className,
  titleClassName,
  children,
}: {
  title: string;
  list: "dl" | "ul";
  className?: string;
  titleClassName: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("space-y-2", className)}>
      <h3 id={id} className={titleClassName}>
        {title}
      </h3>
      <List className="divide-y divide-slate-200 text-sm dark:divide-slate-700">{children}</List>
    </section>
  );
}
