/** A list's labelled search box, its text held by the list (often in the URL). Client-safe. */
import { useId } from "react";
import { cn } from "~/lib/cn";

export const filterControl =
  "mt-1 block h-10 w-full rounded-md border border-slate-500 bg-white px-2 text-base sm:text-sm dark:bg-slate-950";

export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  className,
  name,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
  /** The query parameter it sends when its form is submitted without script (a GET form). */
  name?: string;
}) {
  const id = useId();
  return (
    <div className={cn("text-sm font-medium", className)}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        name={name}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={filterControl}
      />
    </div>
  );
}
