// given / when / then for deciders: given([listed, reserved]).when(sell).then([sold]).
import { expect } from 'vitest';
import type { Decider, NewEvent } from '../src/decider.ts';
import { AppError } from '../src/errors.ts';

export function deciderSpec<S, C, E extends NewEvent>(decider: Decider<S, C, E>) {
  return {
    given(history: E[]) {
      const state = history.reduce(decider.evolve, decider.initialState());
      return {
        when(command: C) {
          return {
            then(expected: E[]) {
              expect(decider.decide(command, state)).toEqual(expected);
            },
            thenThrows(status: number, message?: string | RegExp) {
              let thrown: unknown;
              try {
                decider.decide(command, state);
              } catch (err) {
                thrown = err;
              }
              expect(thrown, 'the command should have been refused').toBeInstanceOf(AppError);
              expect((thrown as AppError).status).toBe(status);
              if (message) expect((thrown as AppError).message).toMatch(message);
            },
          };
        },
      };
    },
  };
}
