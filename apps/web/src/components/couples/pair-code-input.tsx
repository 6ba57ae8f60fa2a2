import { forwardRef, type InputHTMLAttributes } from "react";
import { cn, Input } from "@tandem/ui";
import { hadCharactersOutsideCode, normalizePairCodeInput } from "./pair-code.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const pairCodeInputCopy = defineCopy(
  {
    placeholder: "ABC123",
  },
  { es: () => import("./pair-code-input.es.js") },
);

export interface PairCodeInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange"
> {
  value: string;
  /** `dropped`: what was typed or pasted held characters no pair code has. */
  onValueChange: (code: string, dropped: boolean) => void;
}

/**
 * The pair-code field: forced upper case, cleaned then cut to 6 characters (no `maxLength`,
 * which would cut a pasted "Code: 94Q34S" before it is cleaned), large monospace letters.
 */
export const PairCodeInput = forwardRef<HTMLInputElement, PairCodeInputProps>(
  function PairCodeInput({ value, onValueChange, className, ...props }, ref) {
    const t = useCopy(pairCodeInputCopy);
    return (
      <Input
        ref={ref}
        value={value}
        onChange={(event) =>
          onValueChange(
            normalizePairCodeInput(event.target.value, value),
            hadCharactersOutsideCode(event.target.value),
          )
        }
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        inputMode="text"
        placeholder={t("placeholder")}
        className={cn(
          "h-14 text-center indent-[0.4em] font-mono text-2xl font-bold uppercase tracking-[0.4em] placeholder:tracking-[0.4em]",
          className,
        )}
        {...props}
      />
    );
  },
);
