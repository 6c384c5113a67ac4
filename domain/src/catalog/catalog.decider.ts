// Decides on catalogue commands: add a name once; remove a listed entry.
import type { Decider } from '../decider.ts';
import { conflict, notFound } from '../errors.ts';
import { CATALOG_EVENTS, evolveEntry, initialEntry, type CatalogEvent, type CatalogKind, type EntryState } from './catalog.events.ts';

export type CatalogCommand =
  | { type: 'AddEntry'; id: number; name: string; isCustom: boolean }
  | { type: 'RemoveEntry' };

const NOUN: Record<CatalogKind, string> = { brand: 'Brand', 'car-feature': 'Feature', 'campervan-feature': 'Feature' };

export function catalogDecider(kind: CatalogKind): Decider<EntryState, CatalogCommand, CatalogEvent> {
  const names = CATALOG_EVENTS[kind];
  return {
    initialState: initialEntry,
    evolve: evolveEntry,
    decide(command, state) {
      switch (command.type) {
        case 'AddEntry': {
          if (state.status !== 'none') throw conflict(`${NOUN[kind]} already exists`);
          const data = kind === 'brand' ? { id: command.id, name: command.name } : { id: command.id, name: command.name, isCustom: command.isCustom };
          return [{ type: names.added, data } as CatalogEvent];
        }
        case 'RemoveEntry': {
          if (state.status !== 'listed') throw notFound(`${NOUN[kind]} not found`);
          return [{ type: names.removed, data: { id: state.id } } as CatalogEvent];
        }
      }
    },
  };
}
