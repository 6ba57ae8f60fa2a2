import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { APP_NAME } from "@tandem/api-contract";
import { Button, buttonVariants, Tabs, TabsContent, TabsList, TabsTrigger } from "@tandem/ui";
import { AdminRewardCard } from "../components/admin/admin-reward-card.js";
import { RewardForm } from "../components/admin/reward-form.js";
import { useAdminRewards } from "../components/admin/use-admin-rewards.js";
import { ScreenSkeleton } from "../components/skeleton.js";
import { EmptyState } from "../components/empty-state.js";
import { GiftIcon, ShieldIcon } from "../components/icons.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { PageHeader } from "../components/page-header.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { AuditPanel } from "../components/moderation/audit-panel.js";
import { PeoplePanel } from "../components/moderation/people-panel.js";
import { ReportsPanel } from "../components/moderation/reports-panel.js";
import { WaitlistPanel } from "../components/moderation/waitlist-panel.js";
import { TokensPanel } from "../components/api-tokens/tokens-panel.js";
import { SystemPanel } from "../components/system/system-panel.js";

const copy = {
  title: "Admin",
  subtitle: "Rewards, reports and people",
  sections: "Admin sections",
  tabs: {
    rewards: "Rewards",
    reports: "Reports",
    people: "People",
    audit: "Log",
    waitlist: "Waitlist",
    tokens: "API",
    system: "System",
  },
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

type DeskTab = keyof typeof copy.tabs;
const isDeskTab = (value: string | null): value is DeskTab =>
  value !== null && Object.hasOwn(copy.tabs, value);

/** The admin panel: the spec's rewards and the moderation desk, one tab each (`?tab=`). */
function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: DeskTab = isDeskTab(requested) ? requested : "rewards";
  const [showForm, setShowForm] = useState(false);
  const formId = useId();

  return (
    <>
      <PageHeader
        title={copy.title}
        subtitle={copy.subtitle}
        right={
          tab !== "rewards" ? null : (
            <Button
              size="sm"
              variant={showForm ? "outline" : "primary"}
              aria-expanded={showForm}
              aria-controls={showForm ? formId : undefined}
              onClick={() => setShowForm((open) => !open)}
            >
              {showForm ? copy.closeForm : copy.newReward}
            </Button>
          )
        }
      />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams(next === "rewards" ? {} : { tab: next }, { replace: true })
        }
      >
        <TabsList aria-label={copy.sections} className="flex flex-wrap px-1">
          {(Object.keys(copy.tabs) as DeskTab[]).map((key) => (
            <TabsTrigger key={key} value={key} className="flex-auto px-1">
              {copy.tabs[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="rewards" className="flex flex-col gap-4">
          <RewardsSection
            formId={formId}
            showForm={showForm}
            onCreated={() => setShowForm(false)}
          />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsPanel />
        </TabsContent>
        <TabsContent value="people">
          <PeoplePanel />
        </TabsContent>
        <TabsContent value="audit">
          <AuditPanel />
        </TabsContent>
        <TabsContent value="waitlist">
          <WaitlistPanel />
        </TabsContent>
        <TabsContent value="tokens">
          <TokensPanel />
        </TabsContent>
        <TabsContent value="system">
          <SystemPanel />
        </TabsContent>
      </Tabs>
    </>
  );
}

/**
 * The create form (toggled from the header) and 'All Rewards (count)'.
 * @see docs/spec/product-spec.md, "Admin panel (/app/admin)"
 */
function RewardsSection({
  formId,
  showForm,
  onCreated,
}: {
  formId: string;
  showForm: boolean;
  onCreated: () => void;
}) {
  const { rewards, setActive, isSaving } = useAdminRewards();
  return (
    <>
      {showForm ? <RewardForm id={formId} onCreated={onCreated} /> : null}

      <section aria-labelledby={`${formId}-list`} className="flex flex-col gap-3">
        <h2 id={`${formId}-list`} className="text-lg font-semibold text-gray-900">
          {/* No "(0)" while loading or after a failure: the count is not known then. */}
          {copy.list(rewards.data ? rewards.data.length : null)}
        </h2>
        {rewards.isLoading ? (
          <ScreenSkeleton layout="list" label={copy.loading} header={false} />
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

/** The admin panel. The server refuses non-admins (403); the client says so up front. */
export default function AdminScreen() {
  const user = useCurrentUser();
  return user.role === "admin" ? <AdminPanel /> : <AdminsOnly />;
}
