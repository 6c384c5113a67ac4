import { describe, expect, it, vi } from 'vitest';
import { createNavigator, type BrowserHistory, type NavigatorRoute } from './navigator.ts';

/** A browser's history as the navigator sees it: entries, a place among them, and Back / Forward told a moment later. */
function fakeHistory(start = '/admin/cars') {
  const entries: { state: unknown; href: string }[] = [{ state: null, href: start }];
  let at = 0;
  const listeners: (() => void)[] = [];
  const history: BrowserHistory & { entries: typeof entries; readonly at: number } = {
    entries,
    get at() {
      return at;
    },
    get state() {
      return entries[at]!.state;
    },
    get href() {
      return entries[at]!.href;
    },
    pushState(state, _unused, url) {
      entries.splice(at + 1, entries.length, { state, href: url });
      at++;
    },
    replaceState(state, _unused, url) {
      entries[at] = { state, href: url };
    },
    go(delta) {
      setTimeout(() => {
        at = Math.min(Math.max(at + delta, 0), entries.length - 1);
        listeners.forEach((listener) => listener());
      }, 0);
    },
    onPop: (listener) => void listeners.push(listener),
  };
  return history;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

interface Named extends NavigatorRoute {
  name: string;
}

function yard(overrides: { dashboard?: () => Promise<unknown>; car?: () => Promise<unknown> } = {}) {
  const reads = vi.fn();
  const routes: Named[] = [
    {
      name: 'signed in',
      reads: (url) => reads(url.pathname + url.search),
      children: [
        {
          name: 'screens',
          errorElement: 'could not be opened',
          children: [
            { name: 'cars', path: '/admin/cars', lazy: async () => 'Cars' },
            { name: 'car', path: '/admin/cars/edit/:id', lazy: overrides.car ?? (async () => 'Car') },
            { name: 'dashboard', path: '/dashboard', lazy: overrides.dashboard ?? (async () => 'Dashboard') },
          ],
        },
      ],
    },
  ];
  return { routes, reads };
}

describe('the navigator', () => {
  it('shows the first address once its screen is fetched, and starts its reads at once', async () => {
    const history = fakeHistory('/admin/cars?search=bmw');
    const { routes, reads } = yard();
    const navigator = createNavigator(routes, history);
    expect(navigator.state.ready).toBe(false);
    expect(reads).toHaveBeenCalledWith('/admin/cars?search=bmw');
    await settle();
    expect(navigator.state.ready).toBe(true);
    expect(navigator.state.location).toMatchObject({ pathname: '/admin/cars', search: '?search=bmw' });
    expect(navigator.state.matches.map((match) => match.route.name)).toEqual(['signed in', 'screens', 'cars']);
    expect(navigator.screenOf(navigator.state.matches[2]!.route)).toBe('Cars');
  });

  it('keeps the screen before in view while the next one is fetched, then writes the address', async () => {
    const history = fakeHistory();
    const navigator = createNavigator(yard().routes, history);
    await settle();
    navigator.navigate('/admin/cars/edit/7', { state: { afterSave: true } });
    expect(navigator.state.location.pathname).toBe('/admin/cars');
    expect(history.href).toBe('/admin/cars');
    await settle();
    expect(navigator.state.location).toMatchObject({ pathname: '/admin/cars/edit/7', state: { afterSave: true } });
    expect(navigator.state.matches.at(-1)!.params).toEqual({ id: '7' });
    expect(history.entries.map((entry) => entry.href)).toEqual(['/admin/cars', '/admin/cars/edit/7']);
  });

  it('shows a move whose screen is here at once, in the same turn, and replaces the entry when asked', async () => {
    const history = fakeHistory();
    const { routes, reads } = yard();
    const navigator = createNavigator(routes, history);
    await settle();
    const seen: string[] = [];
    navigator.subscribe((state) => seen.push(state.location.search));
    navigator.navigate('?search=p', { replace: true });
    navigator.navigate('?search=po', { replace: true });
    expect(seen).toEqual(['?search=p', '?search=po']);
    expect(history.entries.map((entry) => entry.href)).toEqual(['/admin/cars?search=po']);
    // A new query on the same path reads nothing again: the screen asks by its own rules.
    expect(reads).toHaveBeenCalledTimes(1);
    navigator.navigate('?', { replace: true });
    expect(navigator.state.location.search).toBe('');
  });

  it("fetches an address's screens ahead without moving or reading, so the move there later is shown in its own turn", async () => {
    const history = fakeHistory();
    const car = vi.fn(async () => 'Car');
    const { routes, reads } = yard({ car });
    const navigator = createNavigator(routes, history);
    await settle();
    await navigator.preload('/admin/cars/edit/7');
    expect(car).toHaveBeenCalledTimes(1);
    expect(navigator.state.location.pathname).toBe('/admin/cars');
    expect(history.entries.map((entry) => entry.href)).toEqual(['/admin/cars']);
    expect(reads).toHaveBeenCalledTimes(1);
    navigator.navigate('/admin/cars/edit/9');
    expect(navigator.state.location.pathname).toBe('/admin/cars/edit/9');
    expect(car).toHaveBeenCalledTimes(1);
  });

  it('leaves a screen that could not be fetched ahead to the move there, which fetches it again', async () => {
    let attempts = 0;
    const navigator = createNavigator(
      yard({
        dashboard: async () => {
          if (++attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
          return 'Dashboard';
        },
      }).routes,
      fakeHistory(),
    );
    await settle();
    await expect(navigator.preload('/dashboard')).resolves.toBeUndefined();
    navigator.navigate('/dashboard');
    await settle();
    expect(navigator.state).toMatchObject({ location: { pathname: '/dashboard' }, failure: null });
    expect(attempts).toBe(2);
  });

  it('drops an older move still fetching when a newer one is shown', async () => {
    let arrive!: (screen: unknown) => void;
    const navigator = createNavigator(yard({ dashboard: () => new Promise((resolve) => (arrive = resolve)) }).routes, fakeHistory());
    await settle();
    navigator.navigate('/dashboard');
    navigator.navigate('/admin/cars/edit/3');
    await settle();
    expect(navigator.state.location.pathname).toBe('/admin/cars/edit/3');
    arrive('Dashboard');
    await settle();
    expect(navigator.state.location.pathname).toBe('/admin/cars/edit/3');
  });

  it('tells a screen that could not be fetched at the nearest route that catches it, and tries again on the next move', async () => {
    let attempts = 0;
    const history = fakeHistory();
    const navigator = createNavigator(
      yard({
        dashboard: async () => {
          attempts++;
          if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
          return 'Dashboard';
        },
      }).routes,
      history,
    );
    await settle();
    navigator.navigate('/dashboard');
    await settle();
    expect(navigator.state.location.pathname).toBe('/dashboard');
    expect(navigator.state.failure).toMatchObject({ route: { name: 'screens' }, error: { message: 'Failed to fetch dynamically imported module' } });
    navigator.navigate('/admin/cars');
    await settle();
    expect(navigator.state.failure).toBeNull();
    navigator.navigate('/dashboard');
    await settle();
    expect(navigator.state.failure).toBeNull();
    expect(attempts).toBe(2);
  });

  it('holds a move within the app for an answer: Stay keeps the address, Leave makes the move', async () => {
    const history = fakeHistory('/admin/cars/edit/1');
    const navigator = createNavigator(yard().routes, history);
    await settle();
    const hold = Symbol('form');
    const release = navigator.block(hold, ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
    navigator.navigate('/admin/cars/edit/1?tab=history', { replace: true }); // the same form: not held
    expect(navigator.state.held).toBeNull();
    navigator.navigate('/admin/cars');
    expect(navigator.state.held).toBe(hold);
    navigator.stay();
    expect(navigator.state).toMatchObject({ held: null, location: { pathname: '/admin/cars/edit/1' } });
    navigator.navigate('/admin/cars');
    navigator.proceed();
    await settle();
    expect(navigator.state).toMatchObject({ held: null, location: { pathname: '/admin/cars' } });
    release();
    navigator.navigate('/admin/cars/edit/1');
    expect(navigator.state.held).toBeNull();
  });

  it("undoes the browser's Back while a form asks, and goes back only when the person leaves", async () => {
    const history = fakeHistory('/admin/cars');
    const navigator = createNavigator(yard().routes, history);
    await settle();
    navigator.navigate('/admin/cars/edit/2');
    await settle();
    const hold = Symbol('form');
    navigator.block(hold, () => true);

    history.go(-1);
    await settle();
    expect(navigator.state).toMatchObject({ held: hold, location: { pathname: '/admin/cars/edit/2' } });
    expect(history.href).toBe('/admin/cars/edit/2');
    navigator.stay();
    expect(navigator.state.held).toBeNull();

    history.go(-1);
    await settle();
    expect(navigator.state.held).toBe(hold);
    navigator.proceed();
    await settle();
    expect(navigator.state).toMatchObject({ held: null, location: { pathname: '/admin/cars' } });
    expect(history.at).toBe(0);

    // Forward, held the same way.
    history.go(1);
    await settle();
    expect(navigator.state).toMatchObject({ held: hold, location: { pathname: '/admin/cars' } });
    expect(history.at).toBe(0);
  });

  it('takes up the history where a reload left it', async () => {
    const history = fakeHistory('/admin/cars');
    const first = createNavigator(yard().routes, history);
    await settle();
    first.navigate('/admin/cars/edit/5', { state: { afterSave: true } });
    await settle();
    // The page is loaded again on the car: its entry keeps its place and its state.
    const again = createNavigator(yard().routes, history);
    await settle();
    expect(again.state.location).toMatchObject({ pathname: '/admin/cars/edit/5', state: { afterSave: true } });
    again.block(Symbol('form'), () => true);
    history.go(-1);
    await settle();
    expect(again.state.held).not.toBeNull();
  });
});
