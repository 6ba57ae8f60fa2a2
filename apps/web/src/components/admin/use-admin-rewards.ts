import type { CreateRewardInput, Reward, UpdateRewardInput } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";

export const adminRewardsCopy = defineCopy(
  {
    created: "Reward Created",
    updated: "Reward saved",
    updatedText: '"{title}" is saved.',
    createdText: '"{title}" is now live for couples.',
    activated: "Reward activated",
    deactivated: "Reward deactivated",
    activatedText: '"{title}" is shown to couples again.',
    deactivatedText: '"{title}" is hidden from couples.',
  },
  { es: () => import("./use-admin-rewards.es.js") },
);

/** The admin's list and the reward catalogue users see both change with every admin edit. */
function useRefreshRewards() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.admin.listRewards.invalidate(), utils.rewards.list.invalidate()]);
}

/**
 * The admin panel: every reward, and switching one active or inactive.
 * @see docs/spec/product-spec.md, "Admin panel (/app/admin)"
 */
export function useAdminRewards() {
  const rewards = trpc.admin.listRewards.useQuery();
  const refresh = useRefreshRewards();
  const t = useCopy(adminRewardsCopy);
  const setActive = trpc.admin.setRewardActive.useMutation({
    onSuccess: async (reward) => {
      toast(
        reward.isActive
          ? { title: t("activated"), description: t("activatedText", { title: reward.title }) }
          : { title: t("deactivated"), description: t("deactivatedText", { title: reward.title }) },
      );
      await refresh();
    },
    onError: (error) => toastError(error),
  });

  return {
    rewards,
    setActive: (reward: Reward, isActive: boolean) => setActive.mutate({ id: reward.id, isActive }),
    /** Whether `reward`'s switch is being saved. */
    isSaving: (reward: Reward) => setActive.isPending && setActive.variables?.id === reward.id,
  };
}

/**
 * Creating a reward toasts 'Reward Created', or 'Error' with the server's message. `create`
 * resolves to the error, for the form to mark the refused fields, or undefined.
 * @see docs/spec/product-spec.md, "Validation rules", "The error catalogue"
 */
export function useCreateReward(onCreated: () => void) {
  const refresh = useRefreshRewards();
  const t = useCopy(adminRewardsCopy);
  const create = trpc.admin.createReward.useMutation({
    onSuccess: async (reward) => {
      toast({ title: t("created"), description: t("createdText", { title: reward.title }) });
      onCreated();
      await refresh();
    },
    onError: (error) => toastError(error),
  });
  return {
    create: (input: CreateRewardInput): Promise<unknown> =>
      create.mutateAsync(input).then(
        () => undefined,
        (error: unknown) => error,
      ),
    isPending: create.isPending,
  };
}

/**
 * Editing a reward toasts 'Reward saved', or 'Error' with the server's message. `update`
 * resolves to the error, for the form to mark the refused fields, or undefined.
 */
export function useUpdateReward(onSaved: () => void) {
  const refresh = useRefreshRewards();
  const t = useCopy(adminRewardsCopy);
  const update = trpc.admin.updateReward.useMutation({
    onSuccess: async (reward) => {
      toast({ title: t("updated"), description: t("updatedText", { title: reward.title }) });
      onSaved();
      await refresh();
    },
    onError: (error) => toastError(error),
  });
  return {
    update: (input: UpdateRewardInput): Promise<unknown> =>
      update.mutateAsync(input).then(
        () => undefined,
        (error: unknown) => error,
      ),
    isPending: update.isPending,
  };
}
