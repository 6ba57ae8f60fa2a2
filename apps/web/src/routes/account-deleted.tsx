import { defineCopy } from "@tandem/i18n";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, Navigate, useLocation } from "react-router-dom";
import { APP_NAME } from "@tandem/api-contract";
import { buttonVariants, Card, CardContent } from "@tandem/ui";
import { isAccountDeletedState } from "../components/account/account-deleted.js";
import { BrandMark } from "../components/brand-logo.js";
import { useCopy } from "../lib/i18n.js";

export const accountDeletedCopy = defineCopy(
  {
    title: "Your account is deleted",
    text: "Your profile, answers, points, vouchers, likes and matches are gone, and you are signed out on every device.",
    thanks: "Thank you for spending time with {app}. You are welcome back any time.",
    homepage: "Go to the homepage",
  },
  { es: () => import("./account-deleted.es.js") },
);

/** Where "Delete account" ends: it says the account is gone, with the way to the landing page. */
export default function AccountDeletedScreen() {
  const t = useCopy(accountDeletedCopy);
  const { state } = useLocation();
  const queryClient = useQueryClient();
  const deleted = isAccountDeletedState(state);
  // Nothing of the account may be shown again from memory (the app's screens are gone by now).
  useEffect(() => {
    if (deleted) queryClient.clear();
  }, [deleted, queryClient]);
  if (!deleted) return <Navigate to="/" replace />;
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md items-center px-4">
      <Card className="w-full text-center">
        <CardContent className="flex flex-col items-center gap-4 p-8">
          <BrandMark className="size-16" />
          <h1 className="text-2xl font-bold text-gray-900">{t("title")}</h1>
          <p className="text-sm text-gray-600">{t("text")}</p>
          <p className="text-sm text-gray-600">{t("thanks", { app: APP_NAME })}</p>
          <Link to="/" className={buttonVariants({ className: "w-full" })}>
            {t("homepage")}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
