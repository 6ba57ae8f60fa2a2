import { useId, useState, type ChangeEvent, type ReactNode } from "react";
import { PHOTO_ACCEPT, REWARD_IMAGE_UPLOAD_PATH, type RewardImage } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { buttonVariants, cn, Spinner, toast } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { uploadPhoto, UploadError } from "../../lib/upload-photo.js";
import { RewardImage as RewardPicture } from "../rewards/reward-card.js";

export const rewardImageFieldCopy = defineCopy(
  {
    label: "Reward image",
    upload: "Upload an image",
    replace: "Replace the image",
    uploading: "Uploading...",
    preview: "Preview of the reward image",
    noImage: "No image yet: couples see the gift illustration.",
    notUploaded: "Image not uploaded",
  },
  { es: () => import("./reward-image-field.es.js") },
);

export interface RewardImageFieldProps {
  /** The reward's image address as the form holds it ("" for none). */
  imageUrl: string;
  /** Called with the uploaded image's address, for the form's `imageUrl`. */
  onUploaded: (imageUrl: string) => void;
  /** The "or an image address" field, drawn under the upload. */
  addressField: ReactNode;
}

/**
 * A reward's image (decision 359): a file uploaded through the photo pipeline (EXIF gone,
 * sizes made) or, still, a typed address; a preview of whichever the form holds, falling back
 * to the illustration couples see when it does not load.
 */
export function RewardImageField({ imageUrl, onUploaded, addressField }: RewardImageFieldProps) {
  const t = useCopy(rewardImageFieldCopy);
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const shown = imageUrl.trim();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadPhoto<RewardImage>(REWARD_IMAGE_UPLOAD_PATH, file);
      onUploaded(image.imageUrl);
    } catch (error) {
      const message = error instanceof UploadError ? error.message : String(error);
      toast({ title: t("notUploaded"), description: message, variant: "destructive" });
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="grid gap-2 rounded-xl border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-900">{t("label")}</legend>
      <div className="flex items-center gap-3">
        <figure className="m-0 shrink-0" aria-label={t("preview")}>
          <RewardPicture
            reward={{ imageUrl: shown || null, title: "" }}
            className="size-20 rounded-xl"
          />
        </figure>
        <div className="flex min-w-0 flex-col gap-1">
          <label
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: "outline", size: "sm" }),
              "w-fit cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-400",
              uploading && "pointer-events-none opacity-60",
            )}
          >
            {uploading ? <Spinner size="sm" /> : null}
            {uploading ? t("uploading") : shown ? t("replace") : t("upload")}
            <input
              id={inputId}
              type="file"
              accept={PHOTO_ACCEPT}
              className="sr-only"
              disabled={uploading}
              onChange={(event) => void onFile(event)}
            />
          </label>
          {shown ? null : <p className="text-xs text-gray-600">{t("noImage")}</p>}
        </div>
      </div>
      {addressField}
    </fieldset>
  );
}
