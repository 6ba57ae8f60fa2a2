import { CenteredSpinner } from "../components/centered-spinner.js";
import { PhotoManager } from "../components/matching/photo-manager.js";
import { ProfileForm } from "../components/matching/profile-form.js";
import { initialProfileValues } from "../components/matching/use-profile-form.js";
import { PageHeader } from "../components/page-header.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { trpc } from "../lib/trpc.js";

const copy = {
  title: "Your Dating Profile",
  subtitle: "Tell people a little about yourself",
  loading: "Loading your profile",
};

/** Spec §2 profile setup for singles; an existing profile is loaded for editing. */
export default function ProfileSetupScreen() {
  const user = useCurrentUser();
  const profile = trpc.matching.profile.useQuery();

  return (
    <>
      <PageHeader title={copy.title} subtitle={copy.subtitle} backTo="/app/user-type" />
      {profile.isLoading ? (
        <CenteredSpinner label={copy.loading} />
      ) : (
        // A failed load falls back to an empty form: saving creates or replaces the profile.
        <ProfileForm
          initial={initialProfileValues(profile.data ?? null, user.location)}
          location={user.location}
        />
      )}
      {profile.isLoading ? null : <PhotoManager hasProfile={Boolean(profile.data)} />}
    </>
  );
}
