import { useState, type ComponentType, type FormEvent, type SVGProps } from "react";
import { Link } from "react-router-dom";
import { APP_NAME, PAIR_CODE_LENGTH } from "@tandem/api-contract";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from "@tandem/ui";
import { BrandLogo, BrandMark } from "../components/brand-logo.js";
import {
  CheckCircleIcon,
  GiftIcon,
  HeartIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  QuizIcon,
  SparklesIcon,
  UsersIcon,
} from "../components/icons.js";
import { toastError } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const CHIPS = ["Relationship Building", "Couple Quizzes", "Reward System", "Smart Matching"];

const FEATURES: Array<{ title: string; text: string; icon: Icon; tint: string }> = [
  {
    title: "Daily Connection",
    text: "Answer a few fun questions together every day and learn something new about each other.",
    icon: QuizIcon,
    tint: "bg-rose-100 text-rose-600",
  },
  {
    title: "Smart Pairing",
    text: `Link up with your partner in seconds with a shared ${PAIR_CODE_LENGTH}-character code.`,
    icon: HeartIcon,
    tint: "bg-violet-100 text-violet-600",
  },
  {
    title: "Earn Rewards",
    text: "Every answer earns points you can redeem for date nights and local treats.",
    icon: GiftIcon,
    tint: "bg-amber-100 text-amber-600",
  },
];

const UPCOMING: Array<{ title: string; text: string; icon: Icon }> = [
  { title: "Smart Discovery", text: "Discover compatible couples nearby.", icon: MapPinIcon },
  { title: "Local Experiences", text: "AI-powered date-idea recommendations.", icon: SparklesIcon },
];

type Mode = "email" | "phone";

function WaitlistCard() {
  const [mode, setMode] = useState<Mode>("email");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [joined, setJoined] = useState(false);

  const join = trpc.waitlist.join.useMutation({
    onSuccess: () => {
      setJoined(true);
      toast({
        title: "Welcome to the waitlist!",
        description: `We'll notify you as soon as ${APP_NAME} launches.`,
      });
    },
    onError: (error) => toastError(error, { plain: true }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mode === "email") {
      const value = email.trim();
      if (!value) {
        toast({ title: "Email required", description: "Please enter your email address." });
        return;
      }
      join.mutate({ email: value });
    } else {
      const value = phone.trim();
      if (!value) {
        toast({ title: "Phone number required", description: "Please enter your phone number." });
        return;
      }
      join.mutate({ phoneNumber: value });
    }
  }

  if (joined) {
    return (
      <Card className="border-emerald-100">
        <CardContent className="flex flex-col items-center gap-3 p-8 text-center" role="status">
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
            <CheckCircleIcon className="size-8" />
          </span>
          <h2 className="text-xl font-bold text-gray-900">You're on the list!</h2>
          <p className="text-sm text-gray-600">We'll notify you as soon as {APP_NAME} launches.</p>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="shadow-md shadow-rose-100">
      <CardHeader>
        <CardTitle id="waitlist-title" className="text-xl">
          Join the Waitlist
        </CardTitle>
        <CardDescription>Be the first to know when {APP_NAME} launches.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} aria-labelledby="waitlist-title" className="flex flex-col gap-4">
          <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
            <TabsList aria-label="Sign up with">
              <TabsTrigger value="email">
                <MailIcon /> Email
              </TabsTrigger>
              <TabsTrigger value="phone">
                <PhoneIcon /> Phone
              </TabsTrigger>
            </TabsList>
            <TabsContent value="email" className="flex flex-col gap-1.5">
              <Label htmlFor="waitlist-email">Email address</Label>
              <Input
                id="waitlist-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </TabsContent>
            <TabsContent value="phone" className="flex flex-col gap-1.5">
              <Label htmlFor="waitlist-phone">Phone number</Label>
              <Input
                id="waitlist-phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+1 555 123 4567"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            </TabsContent>
          </Tabs>
          <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
            {join.isPending ? "Joining..." : "Join Waitlist"}
          </Button>
          <p className="text-center text-xs text-gray-500">
            No spam. We'll only write when we launch.
          </p>
        </form>
      </CardContent>
    </Card>
  );
}

export default function LandingScreen() {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pb-10 pt-[max(env(safe-area-inset-top),1rem)]">
      <header className="flex items-center justify-between py-2">
        <BrandLogo />
        <Link
          to="/app"
          className="rounded-lg px-2 py-1 text-sm font-medium text-gray-600 transition hover:text-rose-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500"
        >
          Sign in
        </Link>
      </header>

      <main className="flex flex-col gap-10 pt-8">
        <section
          className="flex flex-col items-center gap-4 text-center"
          aria-labelledby="hero-title"
        >
          <BrandMark className="size-20 drop-shadow-sm" />
          <Badge variant="secondary" className="px-3 py-1 text-sm">
            <SparklesIcon /> Coming Soon
          </Badge>
          <h1 id="hero-title" className="text-5xl font-extrabold tracking-tight">
            <span className="bg-linear-to-r from-rose-500 to-violet-600 bg-clip-text text-transparent">
              {APP_NAME}
            </span>
          </h1>
          <p className="max-w-sm text-lg text-gray-700">
            The app that brings couples closer every day, and helps singles find someone who clicks.
          </p>
          <ul className="flex flex-wrap justify-center gap-2" aria-label="Features">
            {CHIPS.map((chip) => (
              <li key={chip}>
                <Badge variant="outline" className="px-3 py-1 text-sm font-medium">
                  {chip}
                </Badge>
              </li>
            ))}
          </ul>
        </section>

        <section aria-label="What you get" className="flex flex-col gap-3">
          {FEATURES.map(({ title, text, icon: FeatureIcon, tint }) => (
            <Card key={title} className="flex items-start gap-4 p-4">
              <span
                className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tint}`}
              >
                <FeatureIcon className="size-5" />
              </span>
              <div>
                <h2 className="font-semibold text-gray-900">{title}</h2>
                <p className="text-sm text-gray-600">{text}</p>
              </div>
            </Card>
          ))}
        </section>

        <section aria-label="Waitlist">
          <WaitlistCard />
        </section>

        <section aria-labelledby="coming-soon-title" className="flex flex-col gap-3">
          <h2 id="coming-soon-title" className="text-center text-2xl font-bold text-gray-900">
            Coming Soon
          </h2>
          <div className="grid grid-cols-2 gap-3">
            {UPCOMING.map(({ title, text, icon: UpcomingIcon }) => (
              <Card
                key={title}
                className="flex flex-col gap-2 bg-linear-to-br from-white to-violet-50 p-4"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-linear-to-br from-rose-500 to-violet-500 text-white">
                  <UpcomingIcon className="size-5" />
                </span>
                <h3 className="font-semibold text-gray-900">{title}</h3>
                <p className="text-sm text-gray-600">{text}</p>
              </Card>
            ))}
          </div>
        </section>
      </main>

      <footer className="mt-12 flex flex-col items-center gap-2 text-center text-sm text-gray-500">
        <p className="flex items-center gap-1.5">
          <UsersIcon className="size-4" /> For couples and singles
        </p>
        <p>
          © {new Date().getFullYear()} {APP_NAME}
        </p>
      </footer>
    </div>
  );
}
