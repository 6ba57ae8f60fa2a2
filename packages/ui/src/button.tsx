import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn, focusRing } from "./cn.js";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "destructive";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "relative inline-flex max-w-full items-center justify-center gap-2 rounded-xl text-center font-semibold transition tap-target " +
  `${focusRing} focus-visible:ring-offset-2 ` +
  "disabled:pointer-events-none disabled:opacity-50 active:scale-[0.98] [&_svg]:size-4 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-linear-to-r from-rose-500 to-violet-500 text-white shadow-md shadow-rose-500/20 hover:from-rose-600 hover:to-violet-600",
  secondary: "bg-violet-100 text-violet-800 hover:bg-violet-200",
  outline: "border border-rose-200 bg-white text-gray-900 hover:bg-rose-50",
  ghost: "text-gray-700 hover:bg-rose-50 hover:text-gray-900",
  destructive: "bg-red-600 text-white shadow-sm hover:bg-red-700",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 py-1 text-sm",
  md: "min-h-11 px-5 py-1.5 text-sm",
  lg: "min-h-12 px-6 py-2 text-base",
  icon: "size-10",
};

/** The classes of a button, for elements that should look like one (e.g. a router Link). */
export function buttonVariants({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. `<a>` or `<Link>`) with the button's look instead of a `<button>`. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, asChild = false, className, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      ref={ref}
      className={buttonVariants({ variant, size, className })}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
});
