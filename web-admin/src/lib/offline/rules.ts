// The server's rules as the tablet runs them on its queued changes: the overlay of the outbox on a read, and each
// queued command decided by its stream's decider. They bring the domain and the contracts' schemas with them, so the
// one api loads this module (offline-calls.ts) only when a change is queued, to queue or to lay over a read: a screen
// opened with nothing waiting loads none of it.
export { overlay } from './overlay.ts';
export { viewCatalog, viewRecipients } from './list-view.ts';
export { decideOn, foldVehicle, viewVehicle } from './vehicle-view.ts';
