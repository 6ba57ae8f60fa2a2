// React Router as the app's code imports it (`react-router-dom`), with Link and NavLink drawn
// for a server render without their per-link hooks (decision 216). On the server a link is
// only its `<a>`: React Router's own Link resolves its path against the route's matches
// (serialising them to JSON and back for each link), builds a click handler, a navigator and
// prefetch state, none of which a string of HTML keeps; that was an eighth of a page's CPU.
// The server build resolves `react-router-dom` here (vite.config.ts, serverLinks) for the
// app's modules; this module imports the real one. The `<a>` is the same, attribute by
// attribute, as React Router's Link writes it (src/server/render-page.test.tsx compares the
// pages); a link this does not cover (not an absolute path of the app, a basename, prefetch,
// a mask, a view transition) is handed to React Router's own. ScrollRestoration, which
// draws nothing here, is skipped the same way.
import { useContext, type ReactNode, type Ref } from "react";
import {
  createPath,
  Link as RouterLink,
  NavLink as RouterNavLink,
  resolvePath,
  ScrollRestoration as RouterScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type LinkProps,
  type NavLinkProps,
  type ScrollRestorationProps,
} from "react-router-dom";
import { serverQueryProbe } from "./server-queries.js";

export * from "react-router-dom";

interface Resolved {
  /** What React Router's Link writes as href (useHref: resolveTo, then createHref). */
  href: string;
  /** The path NavLink compares with the location's (encodeLocation, lower case). */
  activePath: string;
}

/**
 * Each absolute path's href, resolved once for the process: an absolute `to` depends on
 * neither the location nor the route it is drawn in. Bounded: the app's paths, with ids.
 */
const resolved = new Map<string, Resolved | null>();
function resolve(to: LinkProps["to"]): Resolved | null {
  if (typeof to !== "string") return null;
  let entry = resolved.get(to);
  if (entry === undefined) {
    // An absolute path of this app, nothing React Router would encode or read as a URL.
    if (/^\/(?!\/)[A-Za-z0-9\-._~/]*(\?[A-Za-z0-9\-._~=&%]*)?$/.test(to)) {
      const path = resolvePath(to);
      const pathname = to.split("?")[0] ?? "";
      if (pathname !== "/" && pathname.endsWith("/") && !path.pathname.endsWith("/")) {
        path.pathname += "/";
      }
      const href = createPath(path);
      entry = {
        href,
        activePath: new URL(href, "http://localhost").pathname.toLowerCase(),
      };
    } else {
      entry = null;
    }
    if (resolved.size >= 1024) resolved.clear();
    resolved.set(to, entry);
  }
  return entry;
}

type AnchorProps = Omit<LinkProps, "to"> & { ref?: Ref<HTMLAnchorElement> };

/** The `<a>` of React Router's Link for an href already resolved, its props in its order. */
function anchor(
  {
    onClick: _onClick,
    discover = "render",
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    target,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    ref: _ref,
    ...rest
  }: AnchorProps & { mask?: unknown; defaultShouldRevalidate?: unknown },
  href: string,
): ReactNode {
  const { mask: _mask, defaultShouldRevalidate: _revalidate, ...attributes } = rest;
  return (
    <a
      {...attributes}
      href={href}
      target={target}
      data-discover={discover === "render" ? "true" : undefined}
    />
  );
}

/** Whether React Router's own link must draw it (what `anchor` does not cover). */
function routerOnly(props: {
  prefetch?: string;
  mask?: unknown;
  viewTransition?: boolean;
}): boolean {
  return (
    serverQueryProbe.tanstack ||
    (props.prefetch !== undefined && props.prefetch !== "none") ||
    props.mask !== undefined ||
    props.viewTransition === true
  );
}

function useRootBasename(): boolean {
  return useContext(NavigationContext).basename === "/";
}

export function Link(props: LinkProps & { ref?: Ref<HTMLAnchorElement> }): ReactNode {
  const root = useRootBasename();
  const target = resolve(props.to);
  if (!root || target === null || routerOnly(props)) return <RouterLink {...props} />;
  const { to: _to, ...rest } = props;
  return anchor(rest, target.href);
}

export function NavLink(props: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }): ReactNode {
  const root = useRootBasename();
  const { pathname } = useLocation();
  const target = resolve(props.to);
  if (!root || target === null || routerOnly(props)) return <RouterNavLink {...props} />;
  const {
    "aria-current": ariaCurrentProp = "page",
    caseSensitive = false,
    className: classNameProp = "",
    end = false,
    style: styleProp,
    to: _to,
    viewTransition: _viewTransition,
    children,
    ...rest
  } = props;
  // NavLink's isActive, on a server render: no navigation in flight, no transition.
  const location = caseSensitive ? pathname : pathname.toLowerCase();
  const toPathname = caseSensitive
    ? new URL(target.href, "http://localhost").pathname
    : target.activePath;
  const endSlash =
    toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  const isActive =
    location === toPathname ||
    (!end && location.startsWith(toPathname) && location.charAt(endSlash) === "/");
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === "function"
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? "active" : null].filter(Boolean).join(" ");
  const style = typeof styleProp === "function" ? styleProp(renderProps) : styleProp;
  return anchor(
    {
      ...rest,
      "aria-current": isActive ? ariaCurrentProp : undefined,
      className,
      style,
      children: typeof children === "function" ? children(renderProps) : children,
    },
    target.href,
  );
}

/**
 * React Router's ScrollRestoration draws nothing outside its framework mode (no
 * FrameworkContext, as here): on the server its hooks (the matches, a memo, effects) are all
 * it would cost.
 */
export function ScrollRestoration(props: ScrollRestorationProps): ReactNode {
  const framework = useContext(FrameworkContext);
  if (framework || serverQueryProbe.tanstack) return <RouterScrollRestoration {...props} />;
  return null;
}
