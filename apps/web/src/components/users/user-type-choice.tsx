import { defineCopy } from "@tandem/i18n";
import { useId, type ComponentType, type SVGProps } from "react";
import { cn, focusRing, iconTile, Spinner } from "@tandem/ui";
import { ChevronRightIcon } from "../icons.js";
import { useCopy } from "../../lib/i18n.js";

export const userTypeChoiceCopy = defineCopy(
  { saving: "Saving your choice", current: "Current" },
  { es: () => import("./user-type-choice.es.js") },
);

export interface UserTypeChoiceProps {
  title: string;
  text: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The icon's colours, e.g. "bg-rose-100 text-rose-600". */
  tint: string;
  disabled: boolean;
  /** This choice is being saved. */
  pending: boolean;
  /** The type the user has now (a returning user). */
  current?: boolean;
  onSelect: () => void;
}

/** One of the user-type screen's two cards: a button named by its title, described by its text. */
export function UserTypeChoice({
  title,
  text,
  icon: Icon,
  tint,
  disabled,
  pending,
  current = false,
  onSelect,
}: UserTypeChoiceProps) {
  const t = useCopy(userTypeChoiceCopy);
  const id = useId();
  return (
    <button
      type="button"
      // Its name holds all the text it shows (WCAG 2.5.3), the title first.
      aria-labelledby={`${id}-title ${id}-text`}
      aria-busy={pending}
      disabled={disabled}
      onClick={onSelect}
      className={cn(
        "group flex w-full items-center gap-4 rounded-2xl border-2 border-rose-100 bg-white p-5 text-left shadow-sm transition",
        "hover:border-rose-300 hover:shadow-md active:scale-[0.99]",
        focusRing,
        "focus-visible:ring-offset-2",
        "disabled:cursor-not-allowed disabled:opacity-60",
        (pending || current) && "border-rose-300",
      )}
    >
      <span className={cn(iconTile, "size-14 rounded-2xl", tint)}>
        <Icon className="size-7" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span id={`${id}-title`} className="text-lg font-bold text-gray-900">
          {title}
          {current ? (
            <span className="ml-2 rounded-full bg-rose-100 px-2 py-0.5 align-middle text-xs font-semibold text-rose-700">
              {t("current")}
            </span>
          ) : null}
        </span>{" "}
        <span id={`${id}-text`} className="text-sm leading-snug text-gray-600">
          {text}
        </span>
      </span>
      {pending ? (
        <Spinner label={t("saving")} />
      ) : (
        <ChevronRightIcon className="size-5 shrink-0 text-gray-400 transition group-hover:translate-x-0.5 group-hover:text-rose-500" />
      )}
    </button>
  );
}
