import type { ReportAction } from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { saveFile } from "../../lib/download.js";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";

const copy = {
  resolved: {
    dismiss: "Report dismissed",
    warn: "Warning recorded",
    suspend: "Account suspended",
  } satisfies Record<ReportAction, string>,
  suspended: "Account suspended",
  unsuspended: "Suspension lifted",
  csvReady: "Waitlist downloaded",
};

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
  return trpc.moderation.resolveReport.useMutation({
    onSuccess: async (_report, input) => {
      toast({ title: copy.resolved[input.action] });
      onDone();
      await refresh();
    },
    onError: (error) => toastError(error),
  });
}

export function useSuspension(onDone: () => void) {
  const refresh = useRefreshDesk();
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
    suspend: trpc.moderation.suspend.useMutation(options(copy.suspended)),
    unsuspend: trpc.moderation.unsuspend.useMutation(options(copy.unsuspended)),
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
  const table = trpc.moderation.waitlist.useQuery();
  const download = async () => {
    try {
      const { filename, csv } = await utils.moderation.waitlistCsv.fetch(undefined, {
        staleTime: 0,
        gcTime: 0,
      });
      saveFile(filename, csv, "text/csv;charset=utf-8");
      toast({ title: copy.csvReady, description: filename });
      await utils.moderation.auditLog.invalidate();
    } catch (error) {
      toastError(error);
    }
  };
  return { table, download };
}
