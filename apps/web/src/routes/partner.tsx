import {
  API_TOKEN_PREFIX,
  VOUCHER_CODE_MESSAGE,
  VOUCHER_CODE_PATTERN,
  normaliseVoucherCode,
  type ApiError,
  type Voucher,
} from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Badge, Button, Card, CardContent, Input, Label } from "@tandem/ui";
import { useId, useState, type FormEvent } from "react";
import { BrandMark } from "../components/brand-logo.js";
import { useVoucherDates } from "../components/rewards/voucher-validity.js";
import { useCopy } from "../lib/i18n.js";

/** Where this device keeps the partner's token once pasted (decision 334). */
const TOKEN_KEY = "tandem.partner-token";

export const partnerCopy = defineCopy(
  {
    title: "Check a Tandem voucher",
    intro:
      "For a partner's staff: type the code a customer shows you, check it, then mark it used when you apply their reward.",
    token: "Your partner token",
    tokenHelp:
      "Paste the token Tandem's staff gave you (it starts with {prefix}). This device keeps it.",
    tokenInvalid: "A partner token starts with {prefix}.",
    saveToken: "Keep this token",
    forget: "Forget the token",
    code: "Voucher code",
    codeRefused: VOUCHER_CODE_MESSAGE,
    check: "Check",
    checking: "Checking...",
    use: "Mark as used",
    using: "Marking...",
    state: "{state, select, valid {Valid} used {Already used} other {Expired}}",
    reward: "{title} ({points, number} points)",
    justUsed: "Marked as used. Apply the reward now.",
    offline: "Tandem could not be reached. Check the connection and try again.",
  },
  { es: () => import("./partner.es.js") },
);

/** A refusal: the server's words, or one of this page's own (said in the UI's language). */
type Answer =
  | { voucher: Voucher; justUsed: boolean }
  | { error: string }
  | { refusal: "offline" | "codeRefused" };

async function callTill(token: string, action: "check" | "use", code: string): Promise<Answer> {
  try {
    const response = await fetch(`/api/vouchers/${action}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ code }),
    });
    const body = (await response.json()) as Voucher | ApiError;
    if (!response.ok) return { error: (body as ApiError).message };
    return { voucher: body as Voucher, justUsed: action === "use" };
  } catch {
    return { refusal: "offline" };
  }
}

/**
 * A partner's staff without a till check and use a voucher here, with their brand's
 * `vouchers:redeem` token pasted once on this device (decision 334).
 */
export default function PartnerScreen() {
  const t = useCopy(partnerCopy);
  const [token, setToken] = useState(() => localStorage.getItem(TOKEN_KEY) ?? "");
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-4 px-4 py-8">
      <header className="flex items-center gap-3">
        <BrandMark className="size-10" />
        <h1 className="text-xl font-bold text-gray-900">{t("title")}</h1>
      </header>
      <p className="text-sm text-gray-700">{t("intro")}</p>
      {token ? (
        <VoucherDesk
          token={token}
          onForget={() => {
            localStorage.removeItem(TOKEN_KEY);
            setToken("");
          }}
        />
      ) : (
        <TokenForm
          onSave={(saved) => {
            localStorage.setItem(TOKEN_KEY, saved);
            setToken(saved);
          }}
        />
      )}
    </div>
  );
}

function TokenForm({ onSave }: { onSave: (token: string) => void }) {
  const t = useCopy(partnerCopy);
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const token = value.trim();
    if (!token.startsWith(API_TOKEN_PREFIX))
      setError(t("tokenInvalid", { prefix: API_TOKEN_PREFIX }));
    else onSave(token);
  }
  return (
    <Card>
      <CardContent className="p-4">
        <form className="flex flex-col gap-2" onSubmit={submit}>
          <Label htmlFor={`${id}-token`}>{t("token")}</Label>
          <p id={`${id}-help`} className="text-xs text-gray-600">
            {t("tokenHelp", { prefix: API_TOKEN_PREFIX })}
          </p>
          <Input
            id={`${id}-token`}
            type="password"
            autoComplete="off"
            value={value}
            aria-describedby={`${id}-help`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit">{t("saveToken")}</Button>
        </form>
      </CardContent>
    </Card>
  );
}

function VoucherDesk({ token, onForget }: { token: string; onForget: () => void }) {
  const t = useCopy(partnerCopy);
  const id = useId();
  const [code, setCode] = useState("");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [pending, setPending] = useState<"check" | "use" | null>(null);

  async function send(action: "check" | "use") {
    const typed = normaliseVoucherCode(code);
    if (!VOUCHER_CODE_PATTERN.test(typed)) return setAnswer({ refusal: "codeRefused" });
    setPending(action);
    setAnswer(await callTill(token, action, typed));
    setPending(null);
  }

  const voucher = answer && "voucher" in answer ? answer.voucher : null;
  const voucherDates = useVoucherDates();
  return (
    <>
      <Card>
        <CardContent className="p-4">
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void send("check");
            }}
          >
            <Label htmlFor={`${id}-code`}>{t("code")}</Label>
            <Input
              id={`${id}-code`}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono tracking-wider"
              onChange={(event) => {
                setCode(event.target.value);
                setAnswer(null);
              }}
            />
            <Button type="submit" disabled={pending !== null || code.trim() === ""}>
              {pending === "check" ? t("checking") : t("check")}
            </Button>
          </form>
        </CardContent>
      </Card>
      {answer && !("voucher" in answer) ? (
        <p role="alert" className="text-sm text-red-700">
          {"error" in answer ? answer.error : t(answer.refusal)}
        </p>
      ) : null}
      {voucher ? (
        <Card role="status" aria-label={voucher.code}>
          <CardContent className="flex flex-col gap-2 p-4">
            <div className="flex items-center justify-between gap-2">
              <p className="font-mono text-sm tracking-wider text-gray-900">{voucher.code}</p>
              <Badge variant={voucher.state === "valid" ? "success" : "outline"}>
                {t("state", { state: voucher.state })}
              </Badge>
            </div>
            <p className="text-sm font-semibold text-gray-900">
              {t("reward", { title: voucher.reward.title, points: voucher.reward.pointsCost })}
            </p>
            <p className="text-sm text-gray-700">
              {voucher.usedAt
                ? voucherDates.usedOn(voucher.usedAt)
                : voucherDates.validity(voucher.validUntil)}
            </p>
            {answer && "justUsed" in answer && answer.justUsed ? (
              <p className="text-sm font-semibold text-emerald-800">{t("justUsed")}</p>
            ) : null}
            {voucher.state === "valid" ? (
              <Button onClick={() => void send("use")} disabled={pending !== null}>
                {pending === "use" ? t("using") : t("use")}
              </Button>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
      <Button variant="ghost" className="self-start" onClick={onForget}>
        {t("forget")}
      </Button>
    </>
  );
}
