import { useEffect, useState } from "react";
import { type PartnerInvite } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@tandem/ui";
import { useAuth } from "../../hooks/use-auth.js";
import { useCopy } from "../../lib/i18n.js";
import { GeneratePairCode } from "./generate-pair-code.js";
import { InviteLink, inviteUrl } from "./invite-link.js";
import { PairCodeForm } from "./pair-code-form.js";
import { PairedNotice } from "./paired-notice.js";

export const pairingDialogCopy = defineCopy(
  {
    title: "Connect with Your Partner",
    description: "Send your partner a link, or pair with a code.",
    orCode: "Or pair with a code",
    generateTab: "Generate Code",
    useTab: "Use Code",
    pairedDialogTitle: "You're already paired",
    pairedDialogDescription: "Pair codes connect two people who are not paired yet.",
  },
  { es: () => import("./pairing-dialog.es.js") },
);

export interface PairingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Generate a code (with a countdown) or use the partner's.
 * @see docs/spec/product-spec.md, "Pairing dialog"
 */
export function PairingDialog({ open, onOpenChange }: PairingDialogProps) {
  const t = useCopy(pairingDialogCopy);
  const paired = Boolean(useAuth().user?.coupleId);
  const [invite, setInvite] = useState<PartnerInvite | null>(null);
  // Opened by someone already paired (a Home that had not heard of it yet): say with whom.
  const [pairedWhenOpened, setPairedWhenOpened] = useState(paired);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPairedWhenOpened(paired);
  }
  // Closes once the user gets paired, also when the partner used this user's code (live).
  useEffect(() => {
    if (open && paired && !pairedWhenOpened) onOpenChange(false);
  }, [open, paired, pairedWhenOpened, onOpenChange]);
  if (open && pairedWhenOpened && paired) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("pairedDialogTitle")}</DialogTitle>
            <DialogDescription>{t("pairedDialogDescription")}</DialogDescription>
          </DialogHeader>
          <PairedNotice onNavigate={() => onOpenChange(false)} />
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing clears the code, the input and the countdown. */}
        <InviteLink onInvite={setInvite} />
        <div className="flex items-center gap-3 text-xs font-medium text-gray-500" role="separator">
          <span className="h-px flex-1 bg-gray-200" />
          {t("orCode")}
          <span className="h-px flex-1 bg-gray-200" />
        </div>
        <Tabs defaultValue="generate" className="min-w-0">
          <TabsList>
            <TabsTrigger value="generate">{t("generateTab")}</TabsTrigger>
            <TabsTrigger value="use">{t("useTab")}</TabsTrigger>
          </TabsList>
          <TabsContent value="generate" forceMount className="data-[state=inactive]:hidden">
            <GeneratePairCode inviteLink={invite ? inviteUrl(invite) : null} />
          </TabsContent>
          <TabsContent value="use" forceMount className="data-[state=inactive]:hidden">
            <PairCodeForm onPaired={() => onOpenChange(false)} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
