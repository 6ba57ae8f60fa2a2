import { Link } from "react-router-dom";
import type { DateIdea } from "@tandem/api-contract";
import { Badge, Button, Card, cn } from "@tandem/ui";
import { GiftIcon, SparklesIcon } from "../icons.js";
import { BookmarkIcon } from "./habit-icons.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const dateIdeaCopy = defineCopy(
  {
    save: "Save",
    saved: "Saved",
    // A name that starts with the word shown (WCAG 2.5.3), then the idea.
    saveLabel: "Save {title}",
    savedLabel: "Saved {title}",
    reward: "Partner reward",
    points: "{n} points",
    redeem: "See in Rewards",
    setting: "{setting, select, indoor {Indoors} outdoor {Outdoors} other {In or out}}",
    bigCity: "Big-city",
    season:
      "{season, select, spring {Spring} summer {Summer} autumn {Autumn} winter {Winter} other {{season}}}",
  },
  { es: () => import("./date-idea-card.es.js") },
);

/** One date idea: what it is, why it was picked, and a Save toggle. */
export function DateIdeaCard({
  idea,
  onToggleSave,
  pending,
}: {
  idea: DateIdea;
  onToggleSave: (idea: DateIdea) => void;
  pending: boolean;
}) {
  const t = useCopy(dateIdeaCopy);
  return (
    <Card data-testid="date-idea">
      <article className="flex flex-col gap-3 p-4" aria-label={idea.title}>
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            {idea.reward ? (
              <p className="mb-1 flex items-center gap-1 text-xs font-semibold text-rose-600">
                <GiftIcon className="size-3.5" />
                {t("reward")}
                {idea.reward.brandName ? ` · ${idea.reward.brandName}` : ""}
              </p>
            ) : null}
            <h2 className="text-base font-semibold leading-snug text-gray-900">{idea.title}</h2>
            <p className="mt-0.5 text-sm leading-relaxed text-gray-600">{idea.description}</p>
          </div>
          <Button
            variant={idea.saved ? "secondary" : "outline"}
            size="sm"
            aria-pressed={idea.saved}
            aria-label={t(idea.saved ? "savedLabel" : "saveLabel", { title: idea.title })}
            disabled={pending}
            onClick={() => onToggleSave(idea)}
            className="shrink-0"
          >
            <BookmarkIcon className={cn(idea.saved && "fill-current")} />
            {idea.saved ? t("saved") : t("save")}
          </Button>
        </div>
        <p className="flex items-start gap-1.5 rounded-xl bg-violet-50 px-3 py-2 text-sm text-violet-900">
          <SparklesIcon className="mt-0.5 size-4 shrink-0 text-violet-500" />
          <span>{idea.reason}</span>
        </p>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="outline">{t("setting", { setting: idea.setting })}</Badge>
          {idea.seasons.map((season) => (
            <Badge key={season} variant="outline">
              {t("season", { season })}
            </Badge>
          ))}
          {idea.citySize === "city" ? <Badge variant="outline">{t("bigCity")}</Badge> : null}
          {idea.reward ? (
            <>
              <Badge variant="default">{t("points", { n: idea.reward.pointsCost })}</Badge>
              <Link
                to="/app/rewards"
                className="ml-auto text-xs font-semibold text-rose-600 hover:underline"
              >
                {t("redeem")}
              </Link>
            </>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
