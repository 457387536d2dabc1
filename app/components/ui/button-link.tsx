import { Link, type LinkProps } from "react-router";

const variants = {
  primary: "bg-accent-500 text-slate-950 hover:bg-accent-400",
  secondary: "bg-brand-700 text-white hover:bg-brand-800",
  outline: "border-2 border-white text-white hover:bg-white/10",
} as const;

/** A link styled as a button. */
export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: LinkProps & { variant?: keyof typeof variants }) {
  return (
    <Link
      {...props}
      className={`inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold transition-colors ${variants[variant]} ${className}`}
    />
  );
}
