// The first screen's code, asked for before the app's own code has run. When the page comes from the tablet's cache it
// carries no hints of what the address shows, so without this the screen's code would be fetched only once React, the
// store and the router were up; now both travel together. The router loads the same modules, so each comes once.
import { staffAdministratorPartOf, staffModulesOf } from '@forecourt/contracts/site';

// Every module the table in contracts can name: the layout, the screens, a vehicle's tabs and the parts shown to
// administrators alone (each its own chunk, loaded on demand).
const MODULES = import.meta.glob(['../components/AdminLayout.tsx', '../features/*/pages/*.tsx', '../components/vehicle-history/DetailsAndHistory.tsx', '../features/dashboard/components/StockInsightSection.tsx']);

/** Starts fetching a module the table in contracts names (a path under web-admin/); its failure is for its user to see. */
export const loadModule = (module: string): void => void MODULES[`../${module.slice('src/'.length)}`]?.().catch(() => {});

/** Starts fetching the code `pathname` shows, and what it shows administrators once `administrator` says it is one. */
export function startScreenLoad(pathname: string, administrator: Promise<boolean> = Promise.resolve(false)): void {
  staffModulesOf(pathname).forEach(loadModule);
  void administrator.then((yes) => yes && staffAdministratorPartOf(pathname).modules.forEach(loadModule));
}
