// The staff app's routes drawn with React: each route of the address's chain draws its element (or its fetched
// screen), and `<Outlet />` in it draws the route below. A route with an `errorElement` draws that in its place when a
// screen at or below it cannot be fetched or throws as it draws, and draws its routes again on the next move.
import { Component, createContext, useContext, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Params } from './match.ts';
import { createNavigator, type Location, type Navigator, type NavigatorRoute, type NavigatorState } from './navigator.ts';

export interface Route extends NavigatorRoute {
  /** What the route draws; without one (and without `lazy`), the route below. */
  element?: ReactNode;
  /** The route's screen, fetched the first time it is shown. */
  lazy?: () => Promise<ComponentType>;
  errorElement?: ReactNode;
}

export type Router = Navigator<Route>;

export const createRouter = (routes: readonly Route[]): Router => createNavigator(routes);

const RouterContext = createContext<Router | null>(null);
const LocationContext = createContext<Location | null>(null);
/** The move a form is holding back, by the form's hold. */
const HeldContext = createContext<symbol | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });
const RouteErrorContext = createContext<unknown>(undefined);

const outside = (): never => {
  throw new Error('A route hook was used outside the RouterProvider.');
};

export const useRouter = (): Router => useContext(RouterContext) ?? outside();

/** Where the app is: its path, query, fragment and the state the move there carried. */
export const useLocation = (): Location => useContext(LocationContext) ?? outside();

/** The hold whose move is waiting for an answer, if any. */
export const useHeld = (): symbol | null => useContext(HeldContext);

/** The `:name` values of the address, e.g. `{ id: '12' }` on /admin/cars/edit/12. */
export const useParams = (): Params => useContext(RouteContext).params;

/** Where the route below draws. */
export const Outlet = () => <>{useContext(RouteContext).outlet}</>;

/** In an `errorElement`: what went wrong. */
export const useRouteError = (): unknown => useContext(RouteErrorContext);

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches what a route's screen throws as it draws; a new address draws it again. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A screen failed to draw') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>;
  }
}

function drawn(router: Router, state: NavigatorState<Route>): ReactNode {
  let outlet: ReactNode = null;
  for (let i = state.matches.length - 1; i >= 0; i--) {
    const { route, params } = state.matches[i]!;
    let element: ReactNode;
    if (state.failure?.route === route) {
      element = <RouteErrorContext value={state.failure.error}>{route.errorElement}</RouteErrorContext>;
    } else {
      const Screen = router.screenOf(route) as ComponentType | undefined;
      element = Screen ? <Screen /> : route.element !== undefined ? route.element : <Outlet />;
      if (route.errorElement !== undefined) {
        element = (
          <RouteErrorBoundary location={state.location} fallback={route.errorElement}>
            {element}
          </RouteErrorBoundary>
        );
      }
    }
    outlet = <RouteContext value={{ outlet, params }}>{element}</RouteContext>;
  }
  return outlet;
}

/**
 * Draws the routes of the address. `fallback` stands in until the first address's screen has been fetched. A move
 * is drawn as an ordinary update, or as a transition when it was made inside one (a list following its search box).
 */
export function RouterProvider({ router, fallback }: { router: Router; fallback: ReactNode }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    setState(router.state); // a move shown between the first drawing and this
    return router.subscribe(setState);
  }, [router]);
  if (!state.ready) return fallback;
  return (
    <RouterContext value={router}>
      <LocationContext value={state.location}>
        <HeldContext value={state.held}>{drawn(router, state)}</HeldContext>
      </LocationContext>
    </RouterContext>
  );
}
