import { useId, type ReactNode } from "react";

/**
 * A section named by its own heading (for screen readers' list of regions), with an optional line under the
 * heading. Each place gives its own look.
 */
export function TitledSection({
  title,
  intro,
  className,
  titleClassName,
  introClassName,
  children,
}: {
  title: string;
  intro?: string;
  className?: string;
  titleClassName: string;
  introClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {intro && <p className={introClassName}>{intro}</p>}
      {children}
    </section>
  );
}
