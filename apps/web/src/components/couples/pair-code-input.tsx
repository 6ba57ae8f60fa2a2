import { forwardRef, type InputHTMLAttributes } from "react";
import { PAIR_CODE_LENGTH } from "@tandem/api-contract";
import { cn, Input } from "@tandem/ui";
import { normalizePairCodeInput } from "./pair-code.js";

const copy = { placeholder: "ABC123" };

export interface PairCodeInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange"
> {
  value: string;
  onValueChange: (code: string) => void;
}

/** The pair-code field: forced upper case, at most 6 characters, large monospace letters. */
export const PairCodeInput = forwardRef<HTMLInputElement, PairCodeInputProps>(
  function PairCodeInput({ value, onValueChange, className, ...props }, ref) {
    return (
      <Input
        ref={ref}
        value={value}
        onChange={(event) => onValueChange(normalizePairCodeInput(event.target.value))}
        maxLength={PAIR_CODE_LENGTH}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        inputMode="text"
        placeholder={copy.placeholder}
        className={cn(
          "h-14 text-center indent-[0.4em] font-mono text-2xl font-bold uppercase tracking-[0.4em] placeholder:tracking-[0.4em]",
          className,
        )}
        {...props}
      />
    );
  },
);
