// Car events as first stored read as the current shape. A car listed before the Consumer Information Notice was kept
// (migration 0007) was stored without the notice's facts; read, it has each of them as not stated (null), like a car
// listed since with those facts left blank. Stored events are never rewritten: the log keeps what happened as it was
// written, and this is how today's code reads it.
import { cinFields, keysOnFirstUse } from '@forecourt/contracts';

type Data = Record<string, unknown>;

/** The notice's facts by name (the fields themselves are built on first use). */
const NOTICE_FACTS = keysOnFirstUse(() => cinFields);

/**
 * A listing stored with none of the notice's facts (the first shape) gains them all as not stated; a later one, which
 * may leave out the facts that do not apply (whether an import was damaged, on-road costs already included), is read
 * as it was stored.
 */
export function withNoticeFacts(data: Data): Data {
  if (NOTICE_FACTS().some((fact) => fact in data)) return data;
  return { ...Object.fromEntries(NOTICE_FACTS().map((fact) => [fact, null])), ...data };
}

export const carUpcasters: Record<string, (data: Data) => Data> = {
  CarListed: withNoticeFacts,
  CarRelisted: withNoticeFacts,
};
