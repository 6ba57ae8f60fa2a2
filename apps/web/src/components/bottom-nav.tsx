import type { ComponentType, SVGProps } from "react";
import { NavLink } from "react-router-dom";
import { ADMIN_PANEL_PATH, type AuthUser } from "@tandem/api-contract";
import { cn, focusRing } from "@tandem/ui";
import { useCurrentUser } from "../hooks/use-auth.js";
import { UnreadMessagesBadge } from "./chat/unread-messages-badge.js";
import {
  GiftIcon,
  HeartIcon,
  HomeIcon,
  QuizIcon,
  ShieldIcon,
  SparklesIcon,
  UserIcon,
} from "./icons.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

export interface NavTab {
  to: string;
  /** The tab's name, a key of the bar's copy. */
  label: Exclude<keyof typeof bottomNavCopy.english, "label">;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Active only on the exact path (Home), not on its children. */
  end?: boolean;
  /**
   * Drawn on the tab's icon (e.g. an unread count). A component, so it can use its own
   * queries; it renders null when there is nothing to show.
   */
  badge?: ComponentType;
}

export const bottomNavCopy = defineCopy(
  {
    label: "Main",
    home: "Home",
    quiz: "Quiz",
    rewards: "Rewards",
    profile: "Profile",
    discover: "Discover",
    matches: "Matches",
    admin: "Admin",
  },
  { es: () => import("./bottom-nav.es.js") },
);

const HOME: NavTab = { to: "/app", label: "home", icon: HomeIcon, end: true };
const PROFILE: NavTab = { to: "/app/profile", label: "profile", icon: UserIcon };

/**
 * The spec's four tabs, the couples' (also shown before a type is chosen).
 * @see docs/spec/product-spec.md, "Route table"
 */
export const COUPLE_TABS: readonly NavTab[] = [
  HOME,
  { to: "/app/quiz", label: "quiz", icon: QuizIcon },
  { to: "/app/rewards", label: "rewards", icon: GiftIcon },
  PROFILE,
];

/** Singles' four tabs (decision 023): their journey is discovering and matching, not quizzes. */
export const SINGLE_TABS: readonly NavTab[] = [
  HOME,
  { to: "/app/discover", label: "discover", icon: SparklesIcon },
  { to: "/app/matches", label: "matches", icon: HeartIcon, badge: UnreadMessagesBadge },
  PROFILE,
];

/** Staff's own fifth tab, after their four (docs/decisions/110-staff-landing-and-navigation.md). */
export const ADMIN_TAB: NavTab = { to: ADMIN_PANEL_PATH, label: "admin", icon: ShieldIcon };

/** The tabs a user sees: by user type, and the admin panel's for staff. */
export function navTabsFor(user: Pick<AuthUser, "userType" | "role">): readonly NavTab[] {
  const tabs = user.userType === "single" ? SINGLE_TABS : COUPLE_TABS;
  return user.role === "admin" ? [...tabs, ADMIN_TAB] : tabs;
}

/**
 * Fixed to the bottom, as wide as the app column. NavLink sets aria-current="page" on the
 * active tab. A tab too narrow for its label shows its icon alone (decision 275).
 */
export function BottomNav() {
  const t = useCopy(bottomNavCopy);
  const tabs = navTabsFor(useCurrentUser());
  return (
    <nav
      aria-label={t("label")}
      data-tab-bar
      className="fixed bottom-0 left-1/2 z-40 w-full max-w-md -translate-x-1/2 border-t border-rose-100 bg-white/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md sm:rounded-t-2xl sm:border-x"
    >
      <ul
        className="grid"
        style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
      >
        {tabs.map(({ to, label, icon: Icon, end, badge: Badge }) => (
          <li key={to} className="@container">
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
                      "relative flex h-8 w-14 max-w-full items-center justify-center rounded-full transition",
                      isActive && "bg-linear-to-r from-rose-100 to-violet-100",
                    )}
                  >
                    <Icon className="size-5" strokeWidth={isActive ? 2.4 : 2} />
                    {Badge ? <Badge /> : null}
                  </span>
                  <span data-tab-label className="max-w-full @max-[4.25rem]:sr-only">
                    {t(label)}
                  </span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
