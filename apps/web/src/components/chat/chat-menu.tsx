import { defineCopy } from "@tandem/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";

export type ChatMenuAction = "report" | "unmatch" | "block" | "couple";

export const chatMenuCopy = defineCopy(
  {
    open: "Options",
    description:
      "Reporting sends us the last messages of this conversation so our team can review them.",
    report: "Report",
    unmatch: "Unmatch",
    block: "Block",
    couple: "Become a couple on Tandem",
  },
  { es: () => import("./chat-menu.es.js") },
);

/** The conversation's safety actions, behind one button in the header. */
export function ChatMenu({
  name,
  open,
  onOpenChange,
  onAction,
  canPropose = false,
}: {
  name: string;
  /** Offers "Become a couple on Tandem" (decision 132). */
  canPropose?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (action: ChatMenuAction) => void;
}) {
  const t = useCopy(chatMenuCopy);
  const choose = (action: ChatMenuAction) => {
    onOpenChange(false);
    onAction(action);
  };
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("open")}
        title={t("open")}
        onClick={() => onOpenChange(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{name}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            {canPropose ? <Button onClick={() => choose("couple")}>{t("couple")}</Button> : null}
            <Button variant="outline" onClick={() => choose("unmatch")}>
              {t("unmatch")}
            </Button>
            <Button variant="outline" onClick={() => choose("block")}>
              {t("block")}
            </Button>
            <Button
              variant="ghost"
              className="text-red-700! hover:bg-red-50!"
              onClick={() => choose("report")}
            >
              {t("report")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
