import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { APP_NAME } from "@tandem/api-contract";
import { Button, buttonVariants } from "@tandem/ui";
import { AdminRewardCard } from "../components/admin/admin-reward-card.js";
import { RewardForm } from "../components/admin/reward-form.js";
import { useAdminRewards } from "../components/admin/use-admin-rewards.js";
import { CenteredSpinner } from "../components/centered-spinner.js";
import { EmptyState } from "../components/empty-state.js";
import { GiftIcon, ShieldIcon } from "../components/icons.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { PageHeader } from "../components/page-header.js";
import { useCurrentUser } from "../hooks/use-auth.js";

const copy = {
  title: "Admin",
  subtitle: "Manage partner rewards",
  newReward: "+ New Reward",
  closeForm: "Close",
  list: (count: number | null) => (count === null ? "All Rewards" : `All Rewards (${count})`),
  loading: "Loading rewards",
  emptyTitle: "No Rewards Yet",
  emptyText: "Create the first reward for couples to redeem with their points.",
  loadFailed: "Could not load the rewards.",
  adminsOnly: "Admins only",
  adminsOnlyText: `This page is for the ${APP_NAME} team. Your account does not have access to it.`,
  backHome: "Back to Home",
};

function AdminsOnly() {
  return (
    <>
      <PageHeader title={copy.title} backTo="/app" />
      <EmptyState icon={ShieldIcon} title={copy.adminsOnly} text={copy.adminsOnlyText}>
        <Link to="/app" className={buttonVariants({ className: "w-full" })}>
          {copy.backHome}
        </Link>
      </EmptyState>
    </>
  );
}

function AdminPanel() {
  const formId = useId();
  const [showForm, setShowForm] = useState(false);
  const { rewards, setActive, isSaving } = useAdminRewards();

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
            {showForm ? copy.closeForm : copy.newReward}
          </Button>
        }
      />

      {showForm ? <RewardForm id={formId} onCreated={() => setShowForm(false)} /> : null}

      <section aria-labelledby={`${formId}-list`} className="flex flex-col gap-3">
        <h2 id={`${formId}-list`} className="text-lg font-semibold text-gray-900">
          {/* No "(0)" while loading or after a failure: the count is not known then. */}
          {copy.list(rewards.data ? rewards.data.length : null)}
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
                  pending={isSaving(reward)}
                  onSetActive={setActive}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={GiftIcon}
            tone="violet"
            size="md"
            titleAs="h3"
            title={copy.emptyTitle}
            text={copy.emptyText}
          />
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
