import { APP_NAME } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, cn } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { promptInstall, useCanInstall } from "../../lib/install.js";
import { Icon, type IconProps } from "../icons.js";

export const installCopy = defineCopy(
  {
    iosTitle: "Add {app} to your Home Screen to get notified",
    iosText: "iPhone shows notifications only from apps on the Home Screen. It takes two taps:",
    step1: "Tap Share in Safari's toolbar",
    step2: 'Choose "Add to Home Screen", then open {app} from there',
    install: "Install {app}",
    installText: "It opens like an app, with its own icon.",
  },
  { es: () => import("./install-steps.es.js") },
);
const app = { app: APP_NAME };

/** Safari's Share symbol: a box with an arrow up. */
const SafariShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v12M8 7l4-4 4 4" />
    <path d="M8 11H6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-2" />
  </Icon>
);
const AddSquareIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M12 8v8M8 12h8" />
  </Icon>
);

/** iPhone Safari, not installed: the two steps to the Home Screen (decision 236). */
export function HomeScreenSteps({ className }: { className?: string }) {
  const t = useCopy(installCopy);
  const steps = [
    { icon: SafariShareIcon, text: t("step1") },
    { icon: AddSquareIcon, text: t("step2", app) },
  ];
  return (
    <div className={cn("flex flex-col gap-3", className)} data-testid="home-screen-steps">
      <p className="text-sm font-semibold text-gray-900">{t("iosTitle", app)}</p>
      <p className="text-sm text-gray-700">{t("iosText")}</p>
      <ol className="flex flex-col gap-2">
        {steps.map(({ icon: StepIcon, text }, index) => (
          <li key={text} className="flex items-center gap-3 rounded-xl bg-white/80 p-3 text-sm">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-violet-600 text-xs font-bold text-white">
              {index + 1}
            </span>
            <StepIcon className="size-5 shrink-0 text-violet-700" />
            <span className="text-gray-800">{text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Chromium offered to install the app: one tap shows its prompt (decision 236). */
export function InstallButton({ className }: { className?: string }) {
  const t = useCopy(installCopy);
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <Button variant="outline" className="w-full" onClick={() => void promptInstall()}>
        <AddSquareIcon />
        {t("install", app)}
      </Button>
      <p className="text-center text-xs text-gray-600">{t("installText")}</p>
    </div>
  );
}
