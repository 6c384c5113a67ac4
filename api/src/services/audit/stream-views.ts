// How each kind of stream reads to people: its state folded with the stream's own evolve, the record's fields as a
// view to compare before and after an event, and what the record is called ('2019 BMW 330i', an e-mail address).
import type { CarFields } from '@forecourt/contracts';
import type { NewEvent } from '@forecourt/domain/decider';
import type { RecordedEvent } from '../../lib/event-store.ts';
import { CAMPERVANS } from '../campervans/campervans.projection.ts';
import { evolveCampervan, initialCampervan, type CampervanEvent, type CampervanFields } from '@forecourt/domain/campervans/campervans.events';
import { CARS } from '../cars/cars.projection.ts';
import { evolveCar, initialCar, type CarEvent } from '@forecourt/domain/cars/cars.events';
import { evolveEntry, initialEntry, type CatalogEvent, type EntryState } from '@forecourt/domain/catalog/catalog.events';
import { evolveRecipient, initialRecipient, type RecipientEvent, type RecipientState } from '@forecourt/domain/recipients/recipients.events';
import type { UserEvent, UserProfile } from '@forecourt/domain/users/users.events';
import type { VehicleState } from '@forecourt/domain/vehicles/vehicle-events';
import { vehicleView } from '../vehicles/vehicle-timeline.ts';
import { diffViews, type RecordView } from './field-changes.ts';
import type { FieldChange } from '@forecourt/contracts';

export interface StreamView<S> {
  initialState(): S;
  evolve(state: S, event: NewEvent): S;
  /** The record's fields, or null while it does not exist (before its first event, after its deletion). */
  view(state: S): RecordView | null;
  /** What the record is called in this state, or null when the state does not say. */
  subject(state: S): string | null;
  /** Changes an event makes that no field shows (a new password: only that it changed). */
  extraChanges?(event: NewEvent): FieldChange[];
}

const carView: StreamView<VehicleState<CarFields>> = {
  initialState: initialCar,
  evolve: (state, event) => evolveCar(state, event as CarEvent),
  view: (state) => vehicleView(CARS, state),
  subject: (state) => (state.stage === 'listed' ? `${state.fields.year} ${state.fields.brand} ${state.fields.model}` : null),
};

const campervanView: StreamView<VehicleState<CampervanFields>> = {
  initialState: initialCampervan,
  evolve: (state, event) => evolveCampervan(state, event as CampervanEvent),
  view: (state) => vehicleView(CAMPERVANS, state),
  subject: (state) => (state.stage === 'listed' ? state.fields.name : null),
};

const catalogView = (withCustomFlag: boolean): StreamView<EntryState> => ({
  initialState: initialEntry,
  evolve: (state, event) => evolveEntry(state, event as CatalogEvent),
  view: (state) => (state.status === 'listed' ? { name: state.name, ...(withCustomFlag ? { isCustom: state.isCustom } : {}) } : null),
  subject: (state) => (state.status === 'none' ? null : state.name),
});

const recipientView: StreamView<RecipientState> = {
  initialState: initialRecipient,
  evolve: (state, event) => evolveRecipient(state, event as RecipientEvent),
  view: (state) =>
    state.status === 'listed' ? { email: state.email, name: state.name, isActive: state.isActive, isPrimary: state.isPrimary } : null,
  subject: (state) => (state.status === 'listed' ? state.email : null),
};

/** Accounts are not rebuilt from their events; folding the audit events still tells each change. */
type UserState = { status: 'none' } | { status: 'active'; profile: UserProfile } | { status: 'deleted'; username: string };

const userView: StreamView<UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    const e = event as UserEvent;
    if (e.type === 'UserCreated') {
      const { username, email, firstName, lastName, isAdmin } = e.data;
      return { status: 'active', profile: { username, email, firstName, lastName, isAdmin } };
    }
    if (e.type === 'UserDeleted') return { status: 'deleted', username: e.data.username };
    if (state.status !== 'active') return state;
    const { id: _id, passwordChanged: _password, ...changes } = e.data;
    return { status: 'active', profile: { ...state.profile, ...changes } };
  },
  view: (state) => (state.status === 'active' ? { ...state.profile } : null),
  subject: (state) => (state.status === 'active' ? state.profile.username : state.status === 'deleted' ? state.username : null),
  extraChanges: (event) =>
    event.type === 'UserUpdated' && (event.data as { passwordChanged?: boolean }).passwordChanged
      ? [{ field: 'password', before: null, after: '(changed)' }]
      : [],
};

export const STREAM_VIEWS: Record<string, StreamView<unknown>> = {
  car: carView,
  campervan: campervanView,
  brand: catalogView(false),
  'car-feature': catalogView(true),
  'campervan-feature': catalogView(true),
  recipient: recipientView,
  user: userView,
} as Record<string, StreamView<unknown>>;

export interface EventReading {
  subject: string | null;
  changes: FieldChange[];
}

/**
 * Folds one stream's events (oldest first, from version 1) and reads each: what the record was called at that event
 * (after it, or before it when the event deleted the record) and the fields it changed. Keyed by version.
 */
export function readStream(streamType: string, events: readonly Pick<RecordedEvent, 'version' | 'type' | 'data'>[]): Map<number, EventReading> {
  const readings = new Map<number, EventReading>();
  const kind = STREAM_VIEWS[streamType];
  if (!kind) return readings;
  let state = kind.initialState();
  for (const event of events) {
    const before = state;
    state = kind.evolve(state, { type: event.type, data: event.data });
    readings.set(event.version, {
      subject: kind.subject(state) ?? kind.subject(before),
      changes: [...diffViews(kind.view(before), kind.view(state)), ...(kind.extraChanges?.({ type: event.type, data: event.data }) ?? [])],
    });
  }
  return readings;
}
