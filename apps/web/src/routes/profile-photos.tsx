import { Link } from "react-router-dom";
import { buttonVariants } from "@tandem/ui";
import { ScreenSkeleton } from "../components/skeleton.js";
import { PhotoManager } from "../components/matching/photo-manager.js";
import { PageHeader } from "../components/page-header.js";
import { trpc } from "../lib/trpc.js";

const copy = {
  title: "Add your photos",
  subtitle: "People see your main photo first in Discover",
  hint: "Faces and smiles do best. We remove where a photo was taken before anyone sees it.",
  next: "Continue",
  later: "Add later",
  loading: "Loading your photos",
};

const QUIZ = "/app/discovery-quiz";

/**
 * Setup's photo step, between the profile and the discovery quiz (decision 121): the same
 * upload as Profile's (re-encoded by the server, location stripped). "Add later" skips it.
 */
export default function ProfilePhotosScreen() {
  const photos = trpc.photos.list.useQuery();
  const count = photos.data?.length ?? 0;
  return (
    <>
      <PageHeader title={copy.title} subtitle={copy.subtitle} backTo="/app/profile-setup" />
      <p className="text-sm text-gray-700">{copy.hint}</p>
      {photos.isLoading ? (
        <ScreenSkeleton layout="photos" label={copy.loading} header={false} />
      ) : (
        <PhotoManager hasProfile />
      )}
      {count > 0 ? (
        <Link to={QUIZ} className={buttonVariants({ size: "lg", className: "w-full" })}>
          {copy.next}
        </Link>
      ) : (
        <Link
          to={QUIZ}
          className={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}
        >
          {copy.later}
        </Link>
      )}
    </>
  );
}
