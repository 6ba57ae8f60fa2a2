import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { APP_NAME, type Reward } from "@tandem/api-contract";
import { Button, buttonVariants, Card, toast } from "@tandem/ui";
import { AdminRewardCard } from "../components/admin/admin-reward-card.js";
import { RewardForm } from "../components/admin/reward-form.js";
import { CenteredSpinner } from "../components/centered-spinner.js";
import { GiftIcon, ShieldIcon } from "../components/icons.js";
import { PageHeader } from "../components/page-header.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { toastError } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";
import { LoadErrorCard } from "../components/load-error-card.js";

const copy = {
  title: "Admin",
  subtitle: "Manage partner rewards",
  newReward: "New Reward",
  closeForm: "Close",
  list: (count: number) => `All Rewards (${count})`,
  loading: "Loading rewards",
  emptyTitle: "No Rewards Yet",
  emptyText: "Create the first reward for couples to redeem with their points.",
  loadFailed: "Could not load the rewards.",
  created: "Reward Created",
  createdText: (title: string) => `"${title}" is now live for couples.`,
  activated: "Reward activated",
  deactivated: "Reward deactivated",
  activatedText: (title: string) => `"${title}" is shown to couples again.`,
  deactivatedText: (title: string) => `"${title}" is hidden from couples.`,
  adminsOnly: "Admins only",
  adminsOnlyText: `This page is for the ${APP_NAME} team. Your account does not have access to it.`,
  backHome: "Back to Home",
};

function AdminsOnly() {
  return (
    <>
      <PageHeader title={copy.title} backTo="/app" />
      <Card className="text-center">
        <div className="flex flex-col items-center gap-3 p-8">
          <span className="flex size-14 items-center justify-center rounded-full bg-rose-100 text-rose-600">
            <ShieldIcon className="size-7" />
          </span>
          <h2 className="text-xl font-bold text-gray-900">{copy.adminsOnly}</h2>
          <p className="text-sm text-gray-600">{copy.adminsOnlyText}</p>
          <Link to="/app" className={buttonVariants({ className: "mt-2 w-full" })}>
            {copy.backHome}
          </Link>
        </div>
      </Card>
    </>
  );
}

function AdminPanel() {
  const formId = useId();
  const utils = trpc.useUtils();
  const [showForm, setShowForm] = useState(false);
  const rewards = trpc.admin.listRewards.useQuery();

  const refresh = () =>
    Promise.all([utils.admin.listRewards.invalidate(), utils.rewards.list.invalidate()]);

  const create = trpc.admin.createReward.useMutation({
    onSuccess: async (reward) => {
      toast({ title: copy.created, description: copy.createdText(reward.title) });
      setShowForm(false);
      await refresh();
    },
    onError: (error) => toastError(error),
  });

  const setActive = trpc.admin.setRewardActive.useMutation({
    onSuccess: async (reward) => {
      toast(
        reward.isActive
          ? { title: copy.activated, description: copy.activatedText(reward.title) }
          : { title: copy.deactivated, description: copy.deactivatedText(reward.title) },
      );
      await refresh();
    },
    onError: (error) => toastError(error),
  });

  const onSetActive = (reward: Reward, isActive: boolean) =>
    setActive.mutate({ id: reward.id, isActive });

  return (
    <>
      <PageHeader
        title={copy.title}
        subtitle={copy.subtitle}
        right={
          <Button
            size="sm"
            variant={showForm ? "outline" : "primary"}
            aria-expanded={showForm}
            aria-controls={showForm ? formId : undefined}
            onClick={() => setShowForm((open) => !open)}
          >
            {showForm ? copy.closeForm : `+ ${copy.newReward}`}
          </Button>
        }
      />

      {showForm ? (
        <RewardForm
          id={formId}
          pending={create.isPending}
          onSubmit={(input) => create.mutate(input)}
        />
      ) : null}

      <section aria-labelledby={`${formId}-list`} className="flex flex-col gap-3">
        <h2 id={`${formId}-list`} className="text-lg font-semibold text-gray-900">
          {copy.list(rewards.data?.length ?? 0)}
        </h2>
        {rewards.isLoading ? (
          <CenteredSpinner label={copy.loading} />
        ) : rewards.error ? (
          <LoadErrorCard
            what={copy.loadFailed}
            error={rewards.error}
            onRetry={() => void rewards.refetch()}
          />
        ) : rewards.data && rewards.data.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {rewards.data.map((reward) => (
              <li key={reward.id}>
                <AdminRewardCard
                  reward={reward}
                  pending={setActive.isPending && setActive.variables?.id === reward.id}
                  onSetActive={onSetActive}
                />
              </li>
            ))}
          </ul>
        ) : (
          <Card>
            <div className="flex flex-col items-center gap-2 p-8 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-violet-100 text-violet-600">
                <GiftIcon className="size-7" />
              </span>
              <h3 className="text-lg font-semibold text-gray-900">{copy.emptyTitle}</h3>
              <p className="text-sm text-gray-600">{copy.emptyText}</p>
            </div>
          </Card>
        )}
      </section>
    </>
  );
}

/** Spec §2 admin panel. The server refuses non-admins (403); the client says so up front. */
export default function AdminScreen() {
  const user = useCurrentUser();
  return user.role === "admin" ? <AdminPanel /> : <AdminsOnly />;
}
