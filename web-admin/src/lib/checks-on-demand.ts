// A form's checks (the contracts' zod schemas, and zod: 28 KB) come after the form is drawn, not with it: no form
// waits for them to show, and nothing is checked before the first save. They are fetched once the form is drawn (at
// once on a first visit, else when the tablet is idle), so they are there by the time anyone saves. If they cannot be
// fetched (the Wi-Fi went before they came) the save says so, keeps what was typed, and tries again on the next save.
import { useMemo } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { zodResolver as ZodResolver } from '@hookform/resolvers/zod';
import { useFeedback } from './feedback.tsx';
import { onDemand, type OnDemand } from './on-demand.ts';
import { usePreloadWhenIdle } from './preload-when-idle.ts';

export const CHECKS_UNAVAILABLE = 'The form could not be checked: its checks have not reached this device. Check the connection, then try again.';

/**
 * A form's checks: `make` builds its resolver from zod's (`zodResolver` of a schema it imports with `import()`). The
 * resolver's code comes with zod and the schema, not with the form (1 KB gzip on every form's first screenful).
 */
export const formChecks = <R>(make: (zodResolver: typeof ZodResolver) => Promise<R>): OnDemand<R> =>
  onDemand(async () => make((await import('@hookform/resolvers/zod')).zodResolver));

/**
 * The form's resolver, from `checks` (formChecks). It fetches them once the form is drawn.
 */
export function useChecksOnDemand<In extends FieldValues, Context, Out>(checks: () => Promise<Resolver<In, Context, Out>>): Resolver<In, Context, Out> {
  const { notification } = useFeedback();
  usePreloadWhenIdle(checks);
  return useMemo<Resolver<In, Context, Out>>(
    () => async (values, context, options) => {
      let resolver: Resolver<In, Context, Out>;
      try {
        resolver = await checks();
      } catch {
        notification.error({ title: 'Error', description: CHECKS_UNAVAILABLE });
        // An error of no field: nothing is sent, no field is marked, and what was typed stays.
        return { values: {}, errors: { checks: { type: 'unavailable', message: CHECKS_UNAVAILABLE } } as unknown as FieldErrors<In> };
      }
      return resolver(values, context, options);
    },
    [checks, notification],
  );
}
