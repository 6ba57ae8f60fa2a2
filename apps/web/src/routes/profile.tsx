import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { IDENTITY_UNLOCK_QUIZZES, LOGOUT_PATH, type AuthUser } from "@tandem/api-contract";
import { Button, Card, CardContent, CardHeader, CardTitle, Input, Label, toast } from "@tandem/ui";
import { copyText } from "../components/couple/clipboard.js";
import { EndRelationshipDialog } from "../components/couple/end-relationship-dialog.js";
import { coupleDayLabel, partnerName } from "../components/couple/partner-name.js";
import {
  ChevronRightIcon,
  CopyIcon,
  GiftIcon,
  HeartIcon,
  HistoryIcon,
  LogOutIcon,
  MapPinIcon,
  PhoneIcon,
  ShieldIcon,
  SparklesIcon,
} from "../components/icons.js";
import { PageHeader } from "../components/page-header.js";
import { displayName, UserAvatar } from "../components/user-avatar.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { useCouple } from "../hooks/use-couple.js";
import { toastError } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";

const copy = {
  title: "Profile",
  pointsEarned: (points: number) => `${points} points earned`,
  contactTitle: "Contact Information",
  phone: "Phone Number",
  phonePlaceholder: "+1 415 555 0199",
  location: "Location",
  locationPlaceholder: "Enter your city/area",
  save: "Save",
  saving: "Saving...",
  phoneUpdated: "Phone Updated",
  phoneUpdatedText: "Your phone number has been saved.",
  locationUpdated: "Location Updated",
  locationUpdatedText: "Your location has been saved.",
  relationshipTitle: "Relationship Status",
  paired: "Paired with Partner",
  you: (partner: string, day: string) => `You and ${partner} · ${day}`,
  identityLocked: (done: number) =>
    `Your couple identity unlocks after ${IDENTITY_UNLOCK_QUIZZES} quizzes completed together (${Math.min(done, IDENTITY_UNLOCK_QUIZZES)}/${IDENTITY_UNLOCK_QUIZZES}).`,
  endRelationship: "End Relationship",
  vouchersTitle: "My vouchers",
  vouchersEmpty: "No vouchers yet. Redeem a reward to get one.",
  vouchersError: "Your vouchers could not be loaded.",
  copyVoucher: (title: string) => `Copy the voucher code for ${title}`,
  copied: "Copied!",
  copiedText: "The voucher code is on your clipboard.",
  copyFailed: "Could not copy",
  copyFailedText: "Select the code and copy it yourself.",
  quizHistory: "Quiz History",
  admin: "Admin panel",
  signOut: "Sign Out",
};

export default function ProfileScreen() {
  const user = useCurrentUser();
  const { couple } = useCouple();
  const [endOpen, setEndOpen] = useState(false);

  return (
    <>
      <PageHeader title={copy.title} />

      <Card>
        <div className="flex flex-col items-center gap-2 p-6 text-center">
          <UserAvatar user={user} size="xl" />
          <h2 className="mt-1 max-w-full text-xl font-bold text-gray-900 [overflow-wrap:anywhere]">
            {displayName(user)}
          </h2>
          <p className="text-sm font-medium text-rose-600">{copy.pointsEarned(user.points)}</p>
        </div>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{copy.contactTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ContactField kind="phone" user={user} />
          <ContactField kind="location" user={user} />
        </CardContent>
      </Card>

      {couple ? (
        <Card>
          <CardHeader>
            <CardTitle>{copy.relationshipTitle}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-600">
                <HeartIcon className="size-5" fill="currentColor" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">{copy.paired}</p>
                <p className="text-sm text-gray-600 [overflow-wrap:anywhere]">
                  {copy.you(partnerName(couple.partner), coupleDayLabel(couple.createdAt))}
                </p>
              </div>
            </div>
            {couple.identity ? (
              <div className="rounded-xl bg-linear-to-br from-violet-50 to-rose-50 p-4">
                <p className="flex items-center gap-1.5 font-semibold text-violet-800">
                  <SparklesIcon className="size-4" />
                  {couple.identity}
                </p>
                {couple.identityDescription ? (
                  <p className="mt-1 text-sm text-gray-700">{couple.identityDescription}</p>
                ) : null}
              </div>
            ) : (
              <p className="rounded-xl bg-gray-50 p-3 text-sm text-gray-600">
                {copy.identityLocked(couple.completedQuizzes)}
              </p>
            )}
            <Button
              variant="outline"
              className="border-red-200 text-red-700 hover:bg-red-50"
              onClick={() => setEndOpen(true)}
            >
              {copy.endRelationship}
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <Vouchers />

      <nav
        aria-label="More"
        className="flex flex-col overflow-hidden rounded-2xl border border-rose-100 bg-white shadow-sm"
      >
        <MenuLink
          to="/app/quiz-history"
          icon={<HistoryIcon className="size-5 text-amber-600" />}
          label={copy.quizHistory}
        />
        {user.role === "admin" ? (
          <MenuLink
            to="/app/admin"
            icon={<ShieldIcon className="size-5 text-gray-700" />}
            label={copy.admin}
          />
        ) : null}
      </nav>

      <Button asChild variant="outline" size="lg" className="w-full">
        {/* A full page load: the server ends the session. */}
        <a href={LOGOUT_PATH}>
          <LogOutIcon />
          {copy.signOut}
        </a>
      </Button>

      <EndRelationshipDialog open={endOpen} onOpenChange={setEndOpen} />
    </>
  );
}

function MenuLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 border-b border-rose-50 px-4 py-3.5 text-sm font-medium text-gray-900 last:border-b-0 hover:bg-rose-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-violet-500"
    >
      {icon}
      <span className="flex-1">{label}</span>
      <ChevronRightIcon className="size-4 text-gray-500" />
    </Link>
  );
}

/** Phone or location: a field with its own Save; empty (after trimming) saves nothing. */
function ContactField({ kind, user }: { kind: "phone" | "location"; user: AuthUser }) {
  const isPhone = kind === "phone";
  const [value, setValue] = useState((isPhone ? user.phoneNumber : user.location) ?? "");
  const utils = trpc.useUtils();
  const options = {
    onSuccess: (updated: AuthUser) => {
      utils.user.me.setData(undefined, updated);
      setValue((isPhone ? updated.phoneNumber : updated.location) ?? "");
      toast(
        isPhone
          ? { title: copy.phoneUpdated, description: copy.phoneUpdatedText }
          : { title: copy.locationUpdated, description: copy.locationUpdatedText },
      );
    },
    onError: (error: unknown) => toastError(error),
  };
  const setPhone = trpc.user.setPhone.useMutation(options);
  const setLocation = trpc.user.setLocation.useMutation(options);
  const pending = isPhone ? setPhone.isPending : setLocation.isPending;
  const id = `profile-${kind}`;

  function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return;
    if (isPhone) setPhone.mutate({ phoneNumber: trimmed });
    else setLocation.mutate({ location: trimmed });
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-1.5">
      <Label htmlFor={id} className="flex items-center gap-1.5">
        {isPhone ? (
          <PhoneIcon className="size-4 text-gray-500" />
        ) : (
          <MapPinIcon className="size-4 text-gray-500" />
        )}
        {isPhone ? copy.phone : copy.location}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type={isPhone ? "tel" : "text"}
          autoComplete={isPhone ? "tel" : "address-level2"}
          placeholder={isPhone ? copy.phonePlaceholder : copy.locationPlaceholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={pending} className="shrink-0">
          {pending ? copy.saving : copy.save}
        </Button>
      </div>
    </form>
  );
}

function Vouchers() {
  const redemptions = trpc.rewards.redemptions.useQuery();

  async function copyVoucher(code: string) {
    if (await copyText(code)) toast({ title: copy.copied, description: copy.copiedText });
    else
      toast({ title: copy.copyFailed, description: copy.copyFailedText, variant: "destructive" });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{copy.vouchersTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {redemptions.isLoading ? (
          <div className="h-16 animate-pulse rounded-xl bg-rose-50" aria-hidden="true" />
        ) : redemptions.isError ? (
          <p className="text-sm text-red-700">{copy.vouchersError}</p>
        ) : redemptions.data && redemptions.data.length > 0 ? (
          <ul className="flex flex-col divide-y divide-rose-50">
            {redemptions.data.map((redemption) => (
              <li key={redemption.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-violet-600">
                  <GiftIcon className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-gray-900">
                    {redemption.reward.title}
                  </p>
                  <p className="font-mono text-sm tracking-wider text-gray-800 [overflow-wrap:anywhere]">
                    {redemption.voucherCode}
                  </p>
                  <p className="text-xs text-gray-600">
                    <time dateTime={redemption.createdAt}>{formatDate(redemption.createdAt)}</time>
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => void copyVoucher(redemption.voucherCode)}
                  aria-label={copy.copyVoucher(redemption.reward.title)}
                >
                  <CopyIcon />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600">{copy.vouchersEmpty}</p>
        )}
      </CardContent>
    </Card>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}
