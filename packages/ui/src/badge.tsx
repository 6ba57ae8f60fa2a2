import type { HTMLAttributes } from "react";
import { cn } from "./cn.js";

export type BadgeVariant =
  "default" | "brand" | "secondary" | "outline" | "success" | "destructive";

const variants: Record<BadgeVariant, string> = {
  default: "bg-rose-100 text-rose-700",
  brand: "bg-linear-to-r from-rose-500 to-violet-500 text-white",
  secondary: "bg-violet-100 text-violet-700",
  outline: "border border-rose-200 bg-white text-gray-700",
  success: "bg-emerald-100 text-emerald-700",
  destructive: "bg-red-100 text-red-700",
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = "default", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
