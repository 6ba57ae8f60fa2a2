import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@tandem/ui";

export type ChatMenuAction = "report" | "unmatch" | "block" | "couple";

const copy = {
  open: "Options",
  title: (name: string) => `${name}`,
  description:
    "Reporting sends us the last messages of this conversation so our team can review them.",
  report: "Report",
  unmatch: "Unmatch",
  block: "Block",
  couple: "Become a couple on Tandem",
};

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
  const choose = (action: ChatMenuAction) => {
    onOpenChange(false);
    onAction(action);
  };
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={copy.open}
        title={copy.open}
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
            <DialogTitle>{copy.title(name)}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            {canPropose ? <Button onClick={() => choose("couple")}>{copy.couple}</Button> : null}
            <Button variant="outline" onClick={() => choose("unmatch")}>
              {copy.unmatch}
            </Button>
            <Button variant="outline" onClick={() => choose("block")}>
              {copy.block}
            </Button>
            <Button
              variant="ghost"
              className="text-red-700! hover:bg-red-50!"
              onClick={() => choose("report")}
            >
              {copy.report}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
