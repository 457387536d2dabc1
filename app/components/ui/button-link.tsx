import { cva, type VariantProps } from "class-variance-authority";
import { Link, type LinkProps } from "react-router";

const buttonLinkVariants = cva(
  "inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold transition-colors",
  {
    variants: {
      variant: {
        primary: "bg-accent-500 text-slate-950 hover:bg-accent-400",
        secondary: "bg-brand-700 text-white hover:bg-brand-800",
        outline: "border-2 border-white text-white hover:bg-white/10",
      },
    },
    defaultVariants: { variant: "primary" },
  },
);

/** A link styled as a button. */
export function ButtonLink({
  variant,
  className,
  ...props
}: LinkProps & VariantProps<typeof buttonLinkVariants>) {
  return <Link {...props} className={buttonLinkVariants({ variant, className })} />;
}
