import { lazy, Suspense, useId, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { APP_NAME } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
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
import { WebhooksPanel } from "../components/webhooks/webhooks-panel.js";
import { SystemPanel } from "../components/system/system-panel.js";

// The chart library comes with this tab only (decision 351).
const InsightsPanel = lazy(() => import("../components/insights/insights-panel.js"));
import { useCopy } from "../lib/i18n.js";

export const adminCopy = defineCopy(
  {
    title: "Admin",
    subtitle: "Rewards, reports and people",
    sections: "Admin sections",
    "tab.rewards": "Rewards",
    "tab.reports": "Reports",
    "tab.people": "People",
    "tab.audit": "Log",
    "tab.waitlist": "Waitlist",
    "tab.tokens": "API",
    "tab.webhooks": "Webhooks",
    "tab.system": "System",
    "tab.insights": "Insights",
    loadingInsights: "Loading the insights",
    newReward: "+ New Reward",
    closeForm: "Close",
    list: "All Rewards",
    listCount: "All Rewards ({count})",
    loading: "Loading rewards",
    emptyTitle: "No Rewards Yet",
    emptyText: "Create the first reward for couples to redeem with their points.",
    loadFailed: "Could not load the rewards.",
    adminsOnly: "Admins only",
    adminsOnlyText: "This page is for the {app} team. Your account does not have access to it.",
    backHome: "Back to Home",
  },
  { es: () => import("./admin.es.js") },
);

function AdminsOnly() {
  const t = useCopy(adminCopy);
  return (
    <>
      <PageHeader title={t("title")} backTo="/app" />
      <EmptyState
        icon={ShieldIcon}
        title={t("adminsOnly")}
        text={t("adminsOnlyText", { app: APP_NAME })}
      >
        <Link to="/app" className={buttonVariants({ className: "w-full" })}>
          {t("backHome")}
        </Link>
      </EmptyState>
    </>
  );
}

const DESK_TABS = [
  "rewards",
  "reports",
  "people",
  "audit",
  "waitlist",
  "tokens",
  "webhooks",
  "system",
  "insights",
] as const;
type DeskTab = (typeof DESK_TABS)[number];
const isDeskTab = (value: string | null): value is DeskTab => DESK_TABS.includes(value as DeskTab);

/** The admin panel: the spec's rewards and the moderation desk, one tab each (`?tab=`). */
function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: DeskTab = isDeskTab(requested) ? requested : "rewards";
  const [showForm, setShowForm] = useState(false);
  const formId = useId();
  const t = useCopy(adminCopy);

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        right={
          tab !== "rewards" ? null : (
            <Button
              size="sm"
              variant={showForm ? "outline" : "primary"}
              aria-expanded={showForm}
              aria-controls={showForm ? formId : undefined}
              onClick={() => setShowForm((open) => !open)}
            >
              {showForm ? t("closeForm") : t("newReward")}
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
        {/* One row that scrolls sideways when the labels are longer than the screen (Spanish). */}
        <TabsList aria-label={t("sections")} className="flex overflow-x-auto px-1">
          {DESK_TABS.map((key) => (
            <TabsTrigger key={key} value={key} className="flex-auto shrink-0 px-2">
              {t(`tab.${key}`)}
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
        <TabsContent value="webhooks">
          <WebhooksPanel />
        </TabsContent>
        <TabsContent value="system">
          <SystemPanel />
        </TabsContent>
        <TabsContent value="insights">
          <Suspense
            fallback={<ScreenSkeleton layout="list" label={t("loadingInsights")} header={false} />}
          >
            <InsightsPanel />
          </Suspense>
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
  const t = useCopy(adminCopy);
  return (
    <>
      {showForm ? <RewardForm id={formId} onDone={onCreated} /> : null}

      <section aria-labelledby={`${formId}-list`} className="flex flex-col gap-3">
        <h2 id={`${formId}-list`} className="text-lg font-semibold text-gray-900">
          {/* No "(0)" while loading or after a failure: the count is not known then. */}
          {rewards.data ? t("listCount", { count: rewards.data.length }) : t("list")}
        </h2>
        {rewards.isLoading ? (
          <ScreenSkeleton layout="list" label={t("loading")} header={false} />
        ) : rewards.error ? (
          <LoadErrorCard
            what={t("loadFailed")}
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
            title={t("emptyTitle")}
            text={t("emptyText")}
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
