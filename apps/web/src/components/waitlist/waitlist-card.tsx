import { useState, type FormEvent } from "react";
import { APP_NAME } from "@tandem/api-contract";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  fieldErrorProps,
  FormField,
  Input,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from "@tandem/ui";
import { useFieldErrors } from "../../hooks/use-field-errors.js";
import { describeError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { useRegion } from "../../lib/region.js";
import { trpc } from "../../lib/trpc.js";
import { EmptyState } from "../empty-state.js";
import { CheckCircleIcon, MailIcon, PhoneIcon } from "../icons.js";
import { serverMessages, waitlistCopy } from "./copy.js";
import { WAITLIST_FIELDS } from "./fields.js";

type Mode = "email" | "phone";

// Both panels stay mounted (forceMount) so the prerendered page has both fields.
const inactiveHidden = "data-[state=inactive]:hidden";

/** What the waitlist card becomes once the visitor is on the list. */
export function WaitlistJoined() {
  const t = useCopy(waitlistCopy);
  return (
    <EmptyState
      role="status"
      icon={CheckCircleIcon}
      tone="emerald"
      title={t("joined")}
      text={t("welcomeText", { app: APP_NAME })}
      className="border-emerald-100"
    />
  );
}

/**
 * Join by e-mail or phone; a refused value shows its message under the field.
 * The landing page serves this card's markup prerendered and drives it with
 * src/landing/waitlist-form.ts (no React), so both panels are always in the document.
 * @see docs/spec/product-spec.md, "Waitlist landing page", "Validation rules"
 */
export function WaitlistCard() {
  const t = useCopy(waitlistCopy);
  const region = useRegion();
  /** The server's refusal in the UI's language. */
  const say = (message: string | undefined) =>
    message === undefined ? undefined : (serverMessages(t)[message] ?? message);
  const [mode, setMode] = useState<Mode>("email");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [joined, setJoined] = useState(false);
  const fieldErrors = useFieldErrors<"email" | "phoneNumber">();
  const { errors } = fieldErrors;

  const join = trpc.waitlist.join.useMutation({
    onSuccess: () => {
      setJoined(true);
      toast({ title: t("welcome"), description: t("welcomeText", { app: APP_NAME }) });
    },
    onError: (error) => {
      fieldErrors.show(error);
      // The server's text only, without a status (docs/spec/product-spec.md, "The error catalogue").
      const { message } = describeError(error);
      toast({ title: t("error"), description: say(message) ?? "", variant: "destructive" });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = (mode === "email" ? email : phone).trim();
    if (!value) {
      toast(
        mode === "email"
          ? { title: t("emailRequired"), description: t("emailRequiredText") }
          : { title: t("phoneRequired"), description: t("phoneRequiredText") },
      );
      return;
    }
    join.mutate(mode === "email" ? { email: value } : { phoneNumber: value, region });
  }

  if (joined) return <WaitlistJoined />;

  return (
    <Card className="shadow-md shadow-rose-100">
      <CardHeader>
        <CardTitle id="waitlist-title" className="text-xl">
          {t("title")}
        </CardTitle>
        <CardDescription>{t("description", { app: APP_NAME })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} aria-labelledby="waitlist-title" className="flex flex-col gap-4">
          <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
            <TabsList aria-label={t("signUpWith")}>
              <TabsTrigger value="email">
                <MailIcon /> {t("emailTab")}
              </TabsTrigger>
              <TabsTrigger value="phone">
                <PhoneIcon /> {t("phoneTab")}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="email" forceMount className={inactiveHidden}>
              <FormField id="waitlist-email" label={t("email")} error={say(errors.email)}>
                <Input
                  {...fieldErrorProps("waitlist-email", say(errors.email))}
                  name={WAITLIST_FIELDS.email}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  placeholder={t("emailPlaceholder")}
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    fieldErrors.clear("email");
                  }}
                />
              </FormField>
            </TabsContent>
            <TabsContent value="phone" forceMount className={inactiveHidden}>
              <FormField id="waitlist-phone" label={t("phone")} error={say(errors.phoneNumber)}>
                <Input
                  {...fieldErrorProps("waitlist-phone", say(errors.phoneNumber))}
                  name={WAITLIST_FIELDS.phone}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder={t("phonePlaceholder")}
                  value={phone}
                  onChange={(event) => {
                    setPhone(event.target.value);
                    fieldErrors.clear("phoneNumber");
                  }}
                />
              </FormField>
            </TabsContent>
          </Tabs>
          <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
            {join.isPending ? t("pending") : t("submit")}
          </Button>
          <p className="text-center text-xs text-gray-500">{t("noSpam")}</p>
        </form>
      </CardContent>
    </Card>
  );
}
