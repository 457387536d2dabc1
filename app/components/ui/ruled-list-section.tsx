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
  level = 3,
  children,
}: {
  title: string;
  list: "dl" | "ul";
  className?: string;
  titleClassName: string;
  /** The heading's level in its page: 3 inside a record's detail, 2 right under a section's title. */
  level?: 2 | 3;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={cn("space-y-2", className)}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      <List className="divide-y divide-slate-200 text-sm dark:divide-slate-700">{children}</List>
    </section>
  );
}
