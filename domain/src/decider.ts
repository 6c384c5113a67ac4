// A stream's domain as plain functions (Emmett's decider): decide refuses or answers events, evolve folds them.
// Nothing here touches a database, a clock or a network, so the server and the tablet run the very same rules.

export interface NewEvent {
  type: string;
  data: object;
}

export interface Decider<State, Command, Event extends NewEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/**
 * The state a stream's history leads to, through version `upTo` when given: the current state, or the state a change
 * based on an older version saw.
 */
export function foldStream<State, Event extends NewEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  history: readonly { version: number; type: string; data: object }[],
  upTo = Number.POSITIVE_INFINITY,
  from: State = decider.initialState(),
): State {
  return history
    .filter((event) => event.version <= upTo)
    .reduce((state, event) => decider.evolve(state, { type: event.type, data: event.data } as Event), from);
}

/** Decides a command and folds what it decided: the events and the state after them, as one step. */
export function run<State, Command, Event extends NewEvent>(decider: Decider<State, Command, Event>, state: State, command: Command) {
  const events = decider.decide(command, state);
  return { events, state: events.reduce(decider.evolve, state) };
}
