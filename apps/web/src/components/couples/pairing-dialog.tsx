import { useEffect, useState, type FormEvent } from "react";
import {
  APP_NAME,
  PAIR_CODE_LENGTH,
  RELOAD_AFTER_PAIRING_MS,
  type PairCode,
  type PartnerInvite,
} from "@tandem/api-contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Label,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from "@tandem/ui";
import { useAuth } from "../../hooks/use-auth.js";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { CheckCircleIcon, LinkIcon, ShareIcon } from "../icons.js";
import { copyText } from "../../lib/clipboard.js";
import { InviteLink, inviteUrl } from "./invite-link.js";
import { isCompletePairCode } from "./pair-code.js";
import { useCopiedFlag } from "../../hooks/use-copied-flag.js";
import { PairCodeInput } from "./pair-code-input.js";
import { useNeedsConnection } from "../needs-connection.js";
import { PairedNotice } from "./paired-notice.js";
import { shareWithDevice } from "./share.js";
import { useCountdown } from "./use-countdown.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const pairingDialogCopy = defineCopy(
  {
    title: "Connect with Your Partner",
    description: "Send your partner a link, or pair with a code.",
    orCode: "Or pair with a code",
    generateTab: "Generate Code",
    useTab: "Use Code",
    generatePrompt:
      "Generate a {length}-character code and share it with your partner. It works once and expires after a few minutes.",
    generate: "Generate Code",
    generating: "Generating...",
    generateNew: "Generate New Code",
    yourCode: "Your pair code",
    expiresIn: "Expires in",
    expiredHint: "This code has expired. Generate a new one to share.",
    waitingHint: "As soon as your partner enters it, you'll be connected here.",
    share: "Share Code",
    shareTitle: "Join me on {app}",
    shareText: "Connect with me on {app}: enter my pair code {code}.",
    shareTextLink: "Connect with me on {app}: open {link} or enter my pair code {code}.",
    codeCopied: "Code Copied!",
    copyFailed: "Could not copy the code",
    copyFailedText: "Please write it down and share it with your partner.",
    codeLabel: "Partner's code",
    codeHint: "Enter the {length}-character code your partner generated.",
    codeCount: "{count} of {length} characters.",
    codeAlphabet: "Pair codes never use 0, O, 1 or I.",
    connect: "Connect",
    connecting: "Connecting...",
    invalidTitle: "Invalid Code",
    invalidText: "Please enter a {length}-character code.",
    pairedTitle: "Paired!",
    pairedText: "You're now connected with your partner.",
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
            <GenerateCode inviteLink={invite ? inviteUrl(invite) : null} />
          </TabsContent>
          <TabsContent value="use" forceMount className="data-[state=inactive]:hidden">
            <UseCode onPaired={() => onOpenChange(false)} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function GenerateCode({ inviteLink }: { inviteLink: string | null }) {
  const t = useCopy(pairingDialogCopy);
  const [pairCode, setPairCode] = useState<PairCode | null>(null);
  const countdown = useCountdown(pairCode?.expiresAt ?? null);
  const [copied, markCopied] = useCopiedFlag();
  const connection = useNeedsConnection();
  const generate = trpc.pair.generate.useMutation({
    onSuccess: (result) => setPairCode(result),
    onError: (error) => toastError(error),
  });
  // On expiry the code is cleared: only the 'Expired' label stays.
  const code = pairCode && !countdown.expired ? pairCode.code : null;

  async function share(value: string) {
    if (
      await shareWithDevice({
        title: t("shareTitle", { app: APP_NAME }),
        text: inviteLink
          ? t("shareTextLink", { app: APP_NAME, link: inviteLink, code: value })
          : t("shareText", { app: APP_NAME, code: value }),
      })
    )
      return;
    // The button itself says 'Code Copied!' (no toast saying it again: decision 280).
    if (await copyText(value)) markCopied();
    else
      toast({ title: t("copyFailed"), description: t("copyFailedText"), variant: "destructive" });
  }

  if (!pairCode) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-gray-700">{t("generatePrompt", { length: PAIR_CODE_LENGTH })}</p>
        <Button
          size="lg"
          onClick={() => generate.mutate()}
          disabled={generate.isPending || connection.offline}
          aria-describedby={connection.describedBy}
        >
          <LinkIcon />
          {generate.isPending ? t("generating") : t("generate")}
        </Button>
        {connection.hint}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-linear-to-br from-rose-50 to-violet-50 px-4 py-5 text-center">
        <p className="text-xs font-semibold uppercase tracking-wider text-gray-600">
          {t("yourCode")}
        </p>
        {code ? (
          <p
            className="select-all pl-[0.35em] font-mono text-4xl font-extrabold tracking-[0.35em] text-gray-900"
            data-testid="pair-code"
          >
            {code}
          </p>
        ) : (
          <p className="py-1 text-sm text-gray-600">{t("expiredHint")}</p>
        )}
        <p className="text-sm font-medium text-gray-700" aria-live="off">
          {countdown.expired ? (
            <span className="font-semibold text-red-600">{countdown.label}</span>
          ) : (
            <>
              {t("expiresIn")} <span className="font-mono tabular-nums">{countdown.label}</span>
            </>
          )}
        </p>
      </div>
      {code ? <p className="text-center text-xs text-gray-600">{t("waitingHint")}</p> : null}
      <div className="flex flex-col gap-2">
        {code ? (
          <Button onClick={() => void share(code)}>
            {copied ? <CheckCircleIcon /> : <ShareIcon />}
            <span aria-live="polite">{copied ? t("codeCopied") : t("share")}</span>
          </Button>
        ) : null}
        <Button
          variant={code ? "outline" : "primary"}
          onClick={() => generate.mutate()}
          disabled={generate.isPending}
        >
          {generate.isPending ? t("generating") : t("generateNew")}
        </Button>
      </div>
    </div>
  );
}

function UseCode({ onPaired }: { onPaired: () => void }) {
  const t = useCopy(pairingDialogCopy);
  const [code, setCode] = useState("");
  const [dropped, setDropped] = useState(false);
  const connection = useNeedsConnection();
  const utils = trpc.useUtils();
  const use = trpc.pair.use.useMutation({
    onSuccess: () => {
      void utils.user.me.invalidate();
      void utils.couple.get.invalidate();
      onPaired();
      // The spec's toast, in the half second before the reload; the reloaded Home says
      // "Paired with <name>" itself, so the toast is not carried over to it (decision 280).
      toast({ title: t("pairedTitle"), description: t("pairedText") });
      window.setTimeout(() => window.location.reload(), RELOAD_AFTER_PAIRING_MS);
    },
    onError: (error) => toastError(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isCompletePairCode(code)) {
      toast({
        title: t("invalidTitle"),
        description: t("invalidText", { length: PAIR_CODE_LENGTH }),
        variant: "destructive",
      });
      return;
    }
    use.mutate({ code: code.trim() });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor="pair-code-input">{t("codeLabel")}</Label>
        <PairCodeInput
          id="pair-code-input"
          value={code}
          onValueChange={(next, outside) => {
            setCode(next);
            setDropped(outside);
          }}
          aria-describedby="pair-code-hint"
        />
        {/* Why Connect is still grey: how many characters are there, and what was left out. */}
        <p id="pair-code-hint" className="text-xs text-gray-600" aria-live="polite">
          {code.length === 0 || isCompletePairCode(code)
            ? t("codeHint", { length: PAIR_CODE_LENGTH })
            : t("codeCount", { count: code.length, length: PAIR_CODE_LENGTH })}
          {dropped ? ` ${t("codeAlphabet")}` : null}
        </p>
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={!isCompletePairCode(code) || use.isPending || connection.offline}
        aria-describedby={connection.describedBy}
      >
        {use.isPending ? t("connecting") : t("connect")}
      </Button>
      {connection.hint}
    </form>
  );
}
