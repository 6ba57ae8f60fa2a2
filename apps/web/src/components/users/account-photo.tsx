import { defineCopy } from "@tandem/i18n";
import { useId, useState, type ChangeEvent } from "react";
import { ACCOUNT_PHOTO_UPLOAD_PATH, PHOTO_ACCEPT, type AuthUser } from "@tandem/api-contract";
import { cn, Spinner, toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { uploadPhoto, UploadError } from "../../lib/upload-photo.js";
import { UserAvatar } from "../user-avatar.js";
import { useCopy } from "../../lib/i18n.js";

export const accountPhotoCopy = defineCopy(
  {
    add: "Add a photo",
    change: "Change photo",
    remove: "Remove photo",
    uploading: "Uploading...",
    failed: "Photo not saved",
  },
  { es: () => import("./account-photo.es.js") },
);

/**
 * The person's own photo, shown beside their first name: the avatar, a button to choose a
 * picture (sent at once, decoded and stripped of its metadata on the server) and, when there
 * is one, a way to remove it.
 */
export function AccountPhoto({ user, className }: { user: AuthUser; className?: string }) {
  const t = useCopy(accountPhotoCopy);
  const inputId = useId();
  const utils = trpc.useUtils();
  const [uploading, setUploading] = useState(false);
  const remove = trpc.user.removePhoto.useMutation({
    onSuccess: (updated) => utils.user.me.setData(undefined, updated),
    onError: (error) => toastError(error),
  });
  const busy = uploading || remove.isPending;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploading(true);
    try {
      utils.user.me.setData(
        undefined,
        await uploadPhoto<AuthUser>(ACCOUNT_PHOTO_UPLOAD_PATH, file),
      );
    } catch (error) {
      const message = error instanceof UploadError ? error.message : String(error);
      toast({ title: t("failed"), description: message, variant: "destructive" });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className={cn("flex flex-col items-center gap-2", className)}>
      <div className="relative">
        <UserAvatar user={user} size="xl" />
        {uploading ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
            <Spinner />
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-1">
        <label
          htmlFor={inputId}
          className={cn(
            "inline-flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-rose-600 hover:bg-rose-50",
            "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-400",
            busy && "pointer-events-none opacity-60",
          )}
        >
          {uploading ? t("uploading") : user.profileImageUrl ? t("change") : t("add")}
          <input
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            className="sr-only"
            disabled={busy}
            onChange={(event) => void onFile(event)}
          />
        </label>
        {user.profileImageUrl ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => remove.mutate()}
            className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-gray-600 hover:bg-gray-100 disabled:opacity-60"
          >
            {t("remove")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
