import { useId, useState, type ChangeEvent } from "react";
import { COUPLE_PHOTO_UPLOAD_PATH, PHOTO_ACCEPT, type Photo } from "@tandem/api-contract";
import { cn, focusRing, iconTile, Spinner, toast } from "@tandem/ui";
import { trpc } from "../../lib/trpc.js";
import { uploadPhoto, UploadError } from "../../lib/upload-photo.js";
import { HeartIcon } from "../icons.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const couplePhotoCopy = defineCopy(
  {
    photo: "Your couple photo",
    add: "Add a couple photo",
    change: "Change couple photo",
    added: "Couple photo updated",
    notAdded: "Photo not added",
  },
  { es: () => import("./couple-photo.es.js") },
);

/** The couple's avatar, a photo either partner can set, or a heart (docs/photos.md). */
export function CouplePhoto() {
  const t = useCopy(couplePhotoCopy);
  const id = useId();
  const utils = trpc.useUtils();
  const photo = trpc.photos.couplePhoto.useQuery();
  const [uploading, setUploading] = useState(false);
  const current = photo.data?.photo ?? null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploading(true);
    try {
      const result = await uploadPhoto<{ photo: Photo }>(COUPLE_PHOTO_UPLOAD_PATH, file);
      utils.photos.couplePhoto.setData(undefined, result);
      toast({ title: t("added") });
    } catch (error) {
      const message = error instanceof UploadError ? error.message : String(error);
      toast({ title: t("notAdded"), description: message, variant: "destructive" });
    } finally {
      setUploading(false);
    }
  };

  return (
    <label
      htmlFor={id}
      title={current ? t("change") : t("add")}
      className={cn(
        "relative shrink-0 cursor-pointer rounded-full",
        focusRing,
        "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-400",
      )}
    >
      {current ? (
        <img
          src={current.thumbUrl}
          alt={t("photo")}
          className="size-14 rounded-full object-cover"
        />
      ) : (
        <span className={cn(iconTile, "size-14 rounded-full bg-rose-100 text-rose-600")}>
          <HeartIcon className="size-6" fill="currentColor" />
        </span>
      )}
      <span className="absolute -bottom-1 -right-1 flex size-6 items-center justify-center rounded-full border-2 border-white bg-linear-to-r from-rose-500 to-violet-500 text-sm font-bold leading-none text-white">
        {uploading ? <Spinner size="sm" className="text-white" /> : "+"}
      </span>
      <span className="sr-only">{current ? t("change") : t("add")}</span>
      <input
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        className="sr-only"
        disabled={uploading}
        onChange={(event) => void onFile(event)}
      />
    </label>
  );
}
