import { defineCopy } from "@tandem/i18n";
import { Link } from "react-router-dom";
import { buttonVariants, Card, CardContent } from "@tandem/ui";
import { BrandMark } from "../components/brand-logo.js";
import { useCopy } from "../lib/i18n.js";

export const notFoundCopy = defineCopy(
  {
    title: "404 Page Not Found",
    text: "The page you are looking for does not exist or has moved.",
    homepage: "Back to Homepage",
    home: "Back to Home",
  },
  { es: () => import("./not-found.es.js") },
);

export interface NotFoundProps {
  /** Where the "home" link goes: "/" outside the app, "/app" inside it. */
  homeTo?: string;
  fullScreen?: boolean;
}

export default function NotFoundScreen({ homeTo = "/", fullScreen = true }: NotFoundProps) {
  const t = useCopy(notFoundCopy);
  return (
    <div
      className={
        fullScreen
          ? "mx-auto flex min-h-dvh w-full max-w-md items-center px-4"
          : "flex flex-1 items-center"
      }
    >
      <Card className="w-full text-center">
        <CardContent className="flex flex-col items-center gap-4 p-8">
          <BrandMark className="size-16" />
          <h1 className="text-2xl font-bold text-gray-900">{t("title")}</h1>
          <p className="text-sm text-gray-600">{t("text")}</p>
          <Link to={homeTo} className={buttonVariants({ className: "w-full" })}>
            {homeTo === "/" ? t("homepage") : t("home")}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
