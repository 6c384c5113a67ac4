// Which of the staff app's routes an address shows: the chain from the outermost route (the sign-in guard, the
// layout) down to the screen, with the values of its `:name` segments. Routes are tried in the order they are
// written and the first whole match wins, so a catch-all (`*`) goes last. As the browser's addresses are, a path's
// fixed segments are matched without regard to case, and a trailing slash is ignored.

export interface RouteShape {
  /** `/admin/cars/edit/:id`; `*` takes whatever is left. A route without a path only groups its children. */
  path?: string;
  children?: readonly this[];
}

export type Params = Readonly<Record<string, string>>;

export interface RouteMatch<R extends RouteShape> {
  route: R;
  /** Every value read so far down the chain, this route's own included. */
  params: Params;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray '%' stays as it was typed
  }
}

/** Matches `route` against `segments` from `at`: the chain, or null. */
function matchFrom<R extends RouteShape>(route: R, segments: readonly string[], at: number, params: Params): RouteMatch<R>[] | null {
  let next = at;
  const own: Record<string, string> = {};
  if (route.path !== undefined) {
    const pattern = segmentsOf(route.path);
    if (route.path.startsWith('/')) next = 0; // written whole, from the address's start
    for (const part of pattern) {
      if (part === '*') {
        own['*'] = segments.slice(next).join('/');
        next = segments.length;
        break;
      }
      const segment = segments[next];
      if (segment === undefined) return null;
      if (part.startsWith(':')) own[part.slice(1)] = decoded(segment);
      else if (part.toLowerCase() !== decoded(segment).toLowerCase()) return null;
      next++;
    }
  }
  const merged = { ...params, ...own };
  const match: RouteMatch<R> = { route, params: merged };
  for (const child of route.children ?? []) {
    const below = matchFrom(child, segments, next, merged);
    if (below) return [match, ...below];
  }
  // A route is shown alone only when its own path takes the rest of the address; a group of routes needs one of them.
  return route.path !== undefined && next === segments.length ? [match] : null;
}

/** The chain of routes `pathname` shows, outermost first, or null when none matches it. */
export function matchRoutes<R extends RouteShape>(routes: readonly R[], pathname: string): RouteMatch<R>[] | null {
  const segments = segmentsOf(pathname);
  for (const route of routes) {
    const chain = matchFrom(route, segments, 0, {});
    if (chain) return chain;
  }
  return null;
}
