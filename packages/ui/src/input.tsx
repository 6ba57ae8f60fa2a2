import {
  forwardRef,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cn } from "./cn.js";

const field =
  "w-full rounded-xl border border-gray-200 bg-white px-3.5 text-base text-gray-900 placeholder:text-gray-400 " +
  "shadow-xs transition focus-visible:border-violet-400 focus-visible:outline-none focus-visible:ring-2 " +
  "focus-visible:ring-violet-500/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Input({ className, type = "text", ...props }, ref) {
    return <input ref={ref} type={type} className={cn(field, "h-11", className)} {...props} />;
  },
);

export const Textarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement>
>(function Textarea({ className, rows = 3, ...props }, ref) {
  return (
    <textarea
      ref={ref}
      rows={rows}
      className={cn(field, "min-h-20 py-2.5", className)}
      {...props}
    />
  );
});

/** A native `<select>`: pass `<option>` children. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function Select({ className, children, ...props }, ref) {
    return (
      <div className="relative">
        <select ref={ref} className={cn(field, "h-11 appearance-none pr-10", className)} {...props}>
          {children}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-gray-400"
        >
          <path
            fillRule="evenodd"
            d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.06l3.71-3.83a.75.75 0 1 1 1.08 1.04l-4.25 4.39a.75.75 0 0 1-1.08 0L5.21 8.27a.75.75 0 0 1 .02-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </div>
    );
  },
);

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn("text-sm font-medium text-gray-800", className)} {...props} />;
}

const errorId = (fieldId: string) => `${fieldId}-error`;

/**
 * What a field with a message under it needs: aria-invalid, and aria-describedby naming the
 * message (and `describedBy`, a hint it already has). Spread it on the input.
 */
export function fieldErrorProps(
  fieldId: string,
  message: string | undefined,
  describedBy?: string,
) {
  const ids = [describedBy, message ? errorId(fieldId) : undefined].filter(Boolean).join(" ");
  return {
    id: fieldId,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": ids || undefined,
  };
}

/** The message under a field the server refused; pair it with `fieldErrorProps` on the input. */
export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(fieldId)} className="text-xs font-medium text-red-700">
      {message}
    </p>
  );
}

export interface FormFieldProps {
  /** The control's id (give the control `fieldErrorProps(id, error)`). */
  id: string;
  label: ReactNode;
  /** The server's message for this field, shown under it. */
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A label, its control and the control's error message, stacked. */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
