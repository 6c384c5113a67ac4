// The first screen's code, asked for before the app's own code has run. When the page comes from the tablet's cache it
// carries no hints of what the address shows, so without this the screen's code would be fetched only once React, the
// store and the router were up; now both travel together. The router loads the same modules, so each comes once.
import { staffModulesOf } from '@forecourt/contracts/site';

// Every module the table in contracts can name: the layout, the screens and a vehicle's tabs (each its own chunk,
// loaded on demand).
const MODULES = import.meta.glob(['../components/AdminLayout.tsx', '../features/*/pages/*.tsx', '../components/vehicle-history/DetailsAndHistory.tsx']);

export function startScreenLoad(pathname: string): void {
  for (const module of staffModulesOf(pathname)) void MODULES[`../${module.slice('src/'.length)}`]?.().catch(() => {});
}
