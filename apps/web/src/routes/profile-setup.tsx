import { defineCopy } from "@tandem/i18n";
import { useLocation } from "react-router-dom";
import { ScreenSkeleton } from "../components/skeleton.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { PhotoManager } from "../components/matching/photo-manager.js";
import { ProfileForm } from "../components/matching/profile-form.js";
import { initialProfileValues } from "../components/matching/use-profile-form.js";
import { PageHeader } from "../components/page-header.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { draftKey } from "../lib/form-draft.js";
import { trpc } from "../lib/trpc.js";
import { useCopy } from "../lib/i18n.js";

export const profileSetupCopy = defineCopy(
  {
    title: "Your Dating Profile",
    subtitle: "Tell people a little about yourself",
    editTitle: "Edit Dating Profile",
    editSubtitle: "What people see in Discover",
    loading: "Loading your profile",
    loadFailed: "Your profile could not be loaded.",
  },
  { es: () => import("./profile-setup.es.js") },
);

/** Where the person came from, when a link said so (`state={{ from }}`), if it is in the app. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/app") ? from : null;
}

/**
 * Profile setup for singles. With a profile already saved it is the edit screen (decision 024):
 * 'Save', 'Profile updated', then back to where the person came from (Profile by default).
 * @see docs/spec/product-spec.md, "Profile setup (singles)"
 */
export default function ProfileSetupScreen() {
  const t = useCopy(profileSetupCopy);
  const user = useCurrentUser();
  const location = useLocation();
  const profile = trpc.matching.profile.useQuery();
  const from = returnPath(location.state);
  const editing = Boolean(profile.data);
  const backTo = from ?? (editing ? "/app/profile" : "/app/user-type");

  return (
    <>
      <PageHeader
        title={editing ? t("editTitle") : t("title")}
        subtitle={editing ? t("editSubtitle") : t("subtitle")}
        backTo={backTo}
      />
      {profile.isLoading ? (
        <ScreenSkeleton layout="form" label={t("loading")} header={false} />
      ) : profile.isError && user.hasMatchingProfile ? (
        // Not an empty form over a profile that exists: saving it would replace the profile.
        <LoadErrorCard
          what={t("loadFailed")}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <ProfileForm
          initial={initialProfileValues(profile.data ?? null, user.location, user.firstName)}
          location={user.location}
          mode={editing ? { kind: "edit", returnTo: backTo } : { kind: "create" }}
          // Setup keeps a draft across a reload (decision 281); editing starts from the saved profile.
          draft={editing ? undefined : draftKey("profile-setup", user.id)}
        />
      )}
      {profile.isLoading ? null : <PhotoManager hasProfile={Boolean(profile.data)} />}
    </>
  );
}
