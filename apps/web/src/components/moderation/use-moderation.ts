import type { ReportAction } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { toast } from "@tandem/ui";
import { saveFile } from "../../lib/download.js";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";

export const moderationToastsCopy = defineCopy(
  {
    "resolved.dismiss": "Report dismissed",
    "resolved.warn": "Warning recorded",
    "resolved.suspend": "Account suspended",
    suspended: "Account suspended",
    unsuspended: "Suspension lifted",
    csvReady: "Waitlist downloaded",
  } satisfies Record<`resolved.${ReportAction}`, string> & Record<string, string>,
  { es: () => import("./use-moderation.es.js") },
);

/** Everything the desk shows changes with every staff action: refetch it all. */
export function useRefreshDesk() {
  const utils = trpc.useUtils();
  return () => utils.moderation.invalidate();
}

export function useReportsQueue(status: "open" | "resolved") {
  return trpc.moderation.reports.useQuery({ status });
}

export function useResolveReport(onDone: () => void) {
  const refresh = useRefreshDesk();
  const t = useCopy(moderationToastsCopy);
  return trpc.moderation.resolveReport.useMutation({
    onSuccess: async (_report, input) => {
      toast({ title: t(`resolved.${input.action}`) });
      onDone();
      await refresh();
    },
    onError: (error) => toastError(error),
  });
}

export function useSuspension(onDone: () => void) {
  const refresh = useRefreshDesk();
  const t = useCopy(moderationToastsCopy);
  const utils = trpc.useUtils();
  const options = (title: string) => ({
    onSuccess: async (user: { email: string | null }) => {
      toast({ title, description: user.email ?? undefined });
      onDone();
      if (user.email) utils.moderation.lookup.setData({ email: user.email }, undefined);
      await refresh();
    },
    onError: (error: unknown) => toastError(error),
  });
  return {
    suspend: trpc.moderation.suspend.useMutation(options(t("suspended"))),
    unsuspend: trpc.moderation.unsuspend.useMutation(options(t("unsuspended"))),
  };
}

export function useUserLookup(email: string | null) {
  return trpc.moderation.lookup.useQuery(
    { email: email ?? "" },
    { enabled: Boolean(email), retry: false },
  );
}

export function useAuditLog() {
  return trpc.moderation.auditLog.useQuery();
}

export function useWaitlist() {
  const utils = trpc.useUtils();
  const t = useCopy(moderationToastsCopy);
  const table = trpc.moderation.waitlist.useQuery();
  const download = async () => {
    try {
      const { filename, csv } = await utils.moderation.waitlistCsv.fetch(undefined, {
        staleTime: 0,
        gcTime: 0,
      });
      saveFile(filename, csv, "text/csv;charset=utf-8");
      toast({ title: t("csvReady"), description: filename });
      await utils.moderation.auditLog.invalidate();
    } catch (error) {
      toastError(error);
    }
  };
  return { table, download };
}
