import { defineCopy } from "@tandem/i18n";
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import {
  MAX_PROFILE_PHOTOS,
  PHOTO_ACCEPT,
  PROFILE_PHOTO_UPLOAD_PATH,
  type Photo,
} from "@tandem/api-contract";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  focusRing,
  Spinner,
  toast,
} from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { uploadPhoto, UploadError } from "../../lib/upload-photo.js";
import { ArrowLeftIcon, ChevronRightIcon, XIcon } from "../icons.js";
import { useCopy } from "../../lib/i18n.js";

export const photoManagerCopy = defineCopy(
  {
    title: "Your Photos",
    description: "Up to {max}. The first one is shown in Discover; your matches see them all.",
    profileFirst: "Save your profile to add photos.",
    add: "Add a photo",
    uploading: "Uploading...",
    main: "Main",
    earlier: "Move photo {n} earlier",
    later: "Move photo {n} later",
    remove: "Delete photo {n}",
    photo: "Your photo {n}",
    notAdded: "Photo not added",
    added: "Photo added",
    removeFailed: "Could not delete the photo. Please try again.",
    reorderFailed: "Could not reorder your photos. Please try again.",
  },
  { es: () => import("./photo-manager.es.js") },
);

/**
 * The dating profile's photos (docs/photos.md). Upload from the phone (the file is sent as is and
 * re-encoded by the server, which strips its location), reorder and delete.
 */
export function PhotoManager({ hasProfile }: { hasProfile: boolean }) {
  const t = useCopy(photoManagerCopy);
  const utils = trpc.useUtils();
  const photos = trpc.photos.list.useQuery(undefined, { enabled: hasProfile });
  const reorder = trpc.photos.reorder.useMutation();
  const remove = trpc.photos.delete.useMutation();
  const [uploading, setUploading] = useState(false);
  // The new tile shows it; screen readers hear it (no toast over the screen: decision 280).
  const [added, setAdded] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const list = photos.data ?? [];

  const updated = (next: Photo[]) => {
    utils.photos.list.setData(undefined, next);
    // Discover cards and matches show these photos.
    void utils.matching.matches.invalidate();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploading(true);
    setAdded(false);
    try {
      updated(await uploadPhoto<Photo[]>(PROFILE_PHOTO_UPLOAD_PATH, file));
      setAdded(true);
    } catch (error) {
      const message = error instanceof UploadError ? error.message : String(error);
      toast({ title: t("notAdded"), description: message, variant: "destructive" });
    } finally {
      setUploading(false);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(
      { photoIds: ids },
      { onSuccess: updated, onError: (error) => toastError(error, { text: t("reorderFailed") }) },
    );
  };

  const busy = uploading || reorder.isPending || remove.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("title")}</CardTitle>
        <CardDescription>
          {hasProfile ? t("description", { max: MAX_PROFILE_PHOTOS }) : t("profileFirst")}
        </CardDescription>
      </CardHeader>
      {hasProfile ? (
        <CardContent className="@container">
          <p role="status" className="sr-only">
            {added ? t("added") : ""}
          </p>
          {/* One photo a row when the text is large or the page zoomed: room for 44 px controls. */}
          <ul className="grid grid-cols-1 gap-3 @min-[18rem]:grid-cols-2">
            {list.map((photo, index) => (
              <li
                key={photo.id}
                className="relative aspect-[4/5] overflow-hidden rounded-xl bg-rose-50"
              >
                <img
                  src={photo.thumbUrl}
                  alt={t("photo", { n: index + 1 })}
                  className="size-full object-cover"
                />
                {index === 0 ? (
                  <span className="absolute left-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-rose-600 shadow">
                    {t("main")}
                  </span>
                ) : null}
                <div className="absolute inset-x-0 bottom-0 flex flex-wrap justify-between gap-1 bg-linear-to-t from-black/60 to-transparent p-1">
                  <span className="flex gap-1">
                    <PhotoButton
                      label={t("earlier", { n: index + 1 })}
                      disabled={busy || index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowLeftIcon />
                    </PhotoButton>
                    <PhotoButton
                      label={t("later", { n: index + 1 })}
                      disabled={busy || index === list.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ChevronRightIcon />
                    </PhotoButton>
                  </span>
                  <PhotoButton
                    label={t("remove", { n: index + 1 })}
                    disabled={busy}
                    onClick={() =>
                      remove.mutate(
                        { id: photo.id },
                        {
                          onSuccess: updated,
                          onError: (error) => toastError(error, { text: t("removeFailed") }),
                        },
                      )
                    }
                  >
                    <XIcon />
                  </PhotoButton>
                </div>
              </li>
            ))}
            {list.length < MAX_PROFILE_PHOTOS ? (
              <li className="aspect-[4/5]">
                <label
                  htmlFor={inputId}
                  className={cn(
                    "flex size-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-rose-200 bg-rose-50/50 text-sm font-semibold text-rose-600 transition hover:bg-rose-50",
                    busy && "pointer-events-none opacity-60",
                    "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-400",
                  )}
                >
                  {uploading ? (
                    <Spinner />
                  ) : (
                    <span aria-hidden="true" className="text-3xl leading-none">
                      +
                    </span>
                  )}
                  {uploading ? t("uploading") : t("add")}
                </label>
                <input
                  ref={input}
                  id={inputId}
                  type="file"
                  accept={PHOTO_ACCEPT}
                  className="sr-only"
                  disabled={busy}
                  onChange={(event) => void onFile(event)}
                />
              </li>
            ) : null}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}

function PhotoButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-800 shadow transition hover:bg-white disabled:opacity-40 [&_svg]:size-5",
        focusRing,
      )}
    >
      {children}
    </button>
  );
}
