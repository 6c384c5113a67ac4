import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteShape } from './match.ts';

interface Named extends RouteShape {
  name: string;
}

const routes: Named[] = [
  { name: 'login', path: '/auth' },
  {
    name: 'signed in',
    children: [
      {
        name: 'layout',
        children: [
          { name: 'cars', path: '/admin/cars' },
          { name: 'new car', path: '/admin/cars/new' },
          { name: 'edit car', path: '/admin/cars/edit/:id' },
          { name: 'admin only', children: [{ name: 'campervan', path: '/edit-campervan/:id' }] },
        ],
      },
    ],
  },
  { name: 'not found', path: '*' },
];

const names = (pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.name);

describe('matchRoutes', () => {
  it('gives the chain of routes from the guard to the screen', () => {
    expect(names('/auth')).toEqual(['login']);
    expect(names('/admin/cars')).toEqual(['signed in', 'layout', 'cars']);
    expect(names('/edit-campervan/4')).toEqual(['signed in', 'layout', 'admin only', 'campervan']);
  });

  it("reads a route's values, decoded, for every route of the chain", () => {
    const chain = matchRoutes(routes, '/admin/cars/edit/12')!;
    expect(chain.map((match) => match.route.name)).toEqual(['signed in', 'layout', 'edit car']);
    expect(chain.at(-1)!.params).toEqual({ id: '12' });
    expect(matchRoutes(routes, '/admin/cars/edit/a%20b')!.at(-1)!.params).toEqual({ id: 'a b' });
    expect(matchRoutes(routes, '/admin/cars/edit/100%')!.at(-1)!.params).toEqual({ id: '100%' });
  });

  it('matches fixed segments in any case and ignores a trailing slash, as the browser does', () => {
    expect(names('/Admin/Cars/')).toEqual(['signed in', 'layout', 'cars']);
    expect(names('/admin/cars/new')).toEqual(['signed in', 'layout', 'new car']);
  });

  it('sends what no screen shows to the catch-all, with what it took', () => {
    expect(names('/admin/cars/edit')).toEqual(['not found']);
    expect(names('/admin/cars/edit/1/more')).toEqual(['not found']);
    expect(names('/')).toEqual(['not found']);
    expect(matchRoutes(routes, '/no/such/page')![0]!.params).toEqual({ '*': 'no/such/page' });
  });

  it('matches nothing when no route takes the address and there is no catch-all', () => {
    expect(matchRoutes(routes.slice(0, 2), '/somewhere')).toBeNull();
    // A group alone is no screen.
    expect(matchRoutes(routes.slice(0, 2), '/')).toBeNull();
  });
});
