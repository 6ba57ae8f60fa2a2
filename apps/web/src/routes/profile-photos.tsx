import { defineCopy } from "@tandem/i18n";
import { Link } from "react-router-dom";
import { buttonVariants } from "@tandem/ui";
import { ScreenSkeleton } from "../components/skeleton.js";
import { PhotoManager } from "../components/matching/photo-manager.js";
import { PageHeader } from "../components/page-header.js";
import { trpc } from "../lib/trpc.js";
import { useCopy } from "../lib/i18n.js";

export const profilePhotosCopy = defineCopy(
  {
    title: "Add your photos",
    subtitle: "People see your main photo first in Discover",
    hint: "Faces and smiles do best. We remove where a photo was taken before anyone sees it.",
    next: "Continue",
    later: "Add later",
    loading: "Loading your photos",
  },
  { es: () => import("./profile-photos.es.js") },
);

const QUIZ = "/app/discovery-quiz";

/**
 * Setup's photo step, between the profile and the discovery quiz (decision 121): the same
 * upload as Profile's (re-encoded by the server, location stripped). "Add later" skips it.
 */
export default function ProfilePhotosScreen() {
  const t = useCopy(profilePhotosCopy);
  const photos = trpc.photos.list.useQuery();
  const count = photos.data?.length ?? 0;
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} backTo="/app/profile-setup" />
      <p className="text-sm text-gray-700">{t("hint")}</p>
      {photos.isLoading ? (
        <ScreenSkeleton layout="photos" label={t("loading")} header={false} />
      ) : (
        <PhotoManager hasProfile />
      )}
      {count > 0 ? (
        <Link to={QUIZ} className={buttonVariants({ size: "lg", className: "w-full" })}>
          {t("next")}
        </Link>
      ) : (
        <Link
          to={QUIZ}
          className={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}
        >
          {t("later")}
        </Link>
      )}
    </>
  );
}
