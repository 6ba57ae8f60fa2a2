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
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { EmptyState } from "../empty-state.js";
import { browserRegion } from "../../lib/region.js";
import { CheckCircleIcon, MailIcon, PhoneIcon } from "../icons.js";

const copy = {
  title: "Join the Waitlist",
  description: `Be the first to know when ${APP_NAME} launches.`,
  signUpWith: "Sign up with",
  emailTab: "Email",
  phoneTab: "Phone",
  email: "Email address",
  emailPlaceholder: "you@example.com",
  phone: "Phone number",
  phonePlaceholder: "+1 555 123 4567",
  submit: "Join Waitlist",
  pending: "Joining...",
  noSpam: "No spam. We'll only write when we launch.",
  emailRequired: "Email required",
  emailRequiredText: "Please enter your email address.",
  phoneRequired: "Phone number required",
  phoneRequiredText: "Please enter your phone number.",
  welcome: "Welcome to the waitlist!",
  welcomeText: `We'll notify you as soon as ${APP_NAME} launches.`,
  joined: "You're on the list!",
};

type Mode = "email" | "phone";

/** Spec §2/§4/§5: join by e-mail or phone; a refused value shows its message under the field. */
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

  if (joined) {
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
            <TabsContent value="email">
              <FormField id="waitlist-email" label={copy.email} error={errors.email}>
                <Input
                  {...fieldErrorProps("waitlist-email", errors.email)}
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
            <TabsContent value="phone">
              <FormField id="waitlist-phone" label={copy.phone} error={errors.phoneNumber}>
                <Input
                  {...fieldErrorProps("waitlist-phone", errors.phoneNumber)}
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
