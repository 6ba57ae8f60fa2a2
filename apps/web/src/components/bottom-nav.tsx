import type { ComponentType, SVGProps } from "react";
import { NavLink } from "react-router-dom";
import { cn, focusRing } from "@tandem/ui";
import { GiftIcon, HomeIcon, QuizIcon, UserIcon } from "./icons.js";

interface Tab {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Active only on the exact path (Home), not on its children. */
  end?: boolean;
}

const copy = { label: "Main", home: "Home", quiz: "Quiz", rewards: "Rewards", profile: "Profile" };

/** Spec §2: four tabs. */
const NAV_TABS: readonly Tab[] = [
  { to: "/app", label: copy.home, icon: HomeIcon, end: true },
  { to: "/app/quiz", label: copy.quiz, icon: QuizIcon },
  { to: "/app/rewards", label: copy.rewards, icon: GiftIcon },
  { to: "/app/profile", label: copy.profile, icon: UserIcon },
];

/** Fixed to the bottom, as wide as the app column. NavLink sets aria-current="page" on the active tab. */
export function BottomNav() {
  return (
    <nav
      aria-label={copy.label}
      className="fixed bottom-0 left-1/2 z-40 w-full max-w-md -translate-x-1/2 border-t border-rose-100 bg-white/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md sm:rounded-t-2xl sm:border-x"
    >
      <ul className="grid grid-cols-4">
        {NAV_TABS.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end ?? false}
              className={({ isActive }) =>
                cn(
                  "group flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition",
                  focusRing,
                  "focus-visible:ring-inset",
                  isActive ? "text-rose-600" : "text-gray-500 hover:text-gray-800",
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      "flex h-8 w-14 items-center justify-center rounded-full transition",
                      isActive && "bg-linear-to-r from-rose-100 to-violet-100",
                    )}
                  >
                    <Icon className="size-5" strokeWidth={isActive ? 2.4 : 2} />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
