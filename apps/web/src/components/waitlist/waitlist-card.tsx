import { useState, type FormEvent } from "react";
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
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { EmptyState } from "../empty-state.js";
import { browserRegion } from "../../lib/region.js";
import { CheckCircleIcon, MailIcon, PhoneIcon } from "../icons.js";
import { waitlistCopy as copy, WAITLIST_FIELDS } from "./copy.js";

type Mode = "email" | "phone";

// Both panels stay mounted (forceMount) so the prerendered page has both fields.
const inactiveHidden = "data-[state=inactive]:hidden";

/** What the waitlist card becomes once the visitor is on the list. */
export function WaitlistJoined() {
  return (
    <EmptyState
      role="status"
      icon={CheckCircleIcon}
      tone="emerald"
      title={copy.joined}
      text={copy.welcomeText}
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
  const [mode, setMode] = useState<Mode>("email");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [joined, setJoined] = useState(false);
  const fieldErrors = useFieldErrors<"email" | "phoneNumber">();
  const { errors } = fieldErrors;

  const join = trpc.waitlist.join.useMutation({
    onSuccess: () => {
      setJoined(true);
      toast({ title: copy.welcome, description: copy.welcomeText });
    },
    onError: (error) => {
      fieldErrors.show(error);
      toastError(error, { plain: true });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = (mode === "email" ? email : phone).trim();
    if (!value) {
      toast(
        mode === "email"
          ? { title: copy.emailRequired, description: copy.emailRequiredText }
          : { title: copy.phoneRequired, description: copy.phoneRequiredText },
      );
      return;
    }
    join.mutate(
      mode === "email" ? { email: value } : { phoneNumber: value, region: browserRegion() },
    );
  }

  if (joined) return <WaitlistJoined />;

  return (
    <Card className="shadow-md shadow-rose-100">
      <CardHeader>
        <CardTitle id="waitlist-title" className="text-xl">
          {copy.title}
        </CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} aria-labelledby="waitlist-title" className="flex flex-col gap-4">
          <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
            <TabsList aria-label={copy.signUpWith}>
              <TabsTrigger value="email">
                <MailIcon /> {copy.emailTab}
              </TabsTrigger>
              <TabsTrigger value="phone">
                <PhoneIcon /> {copy.phoneTab}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="email" forceMount className={inactiveHidden}>
              <FormField id="waitlist-email" label={copy.email} error={errors.email}>
                <Input
                  {...fieldErrorProps("waitlist-email", errors.email)}
                  name={WAITLIST_FIELDS.email}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  placeholder={copy.emailPlaceholder}
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    fieldErrors.clear("email");
                  }}
                />
              </FormField>
            </TabsContent>
            <TabsContent value="phone" forceMount className={inactiveHidden}>
              <FormField id="waitlist-phone" label={copy.phone} error={errors.phoneNumber}>
                <Input
                  {...fieldErrorProps("waitlist-phone", errors.phoneNumber)}
                  name={WAITLIST_FIELDS.phone}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder={copy.phonePlaceholder}
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
            {join.isPending ? copy.pending : copy.submit}
          </Button>
          <p className="text-center text-xs text-gray-500">{copy.noSpam}</p>
        </form>
      </CardContent>
    </Card>
  );
}
