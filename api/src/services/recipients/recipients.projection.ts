// Read tables of the recipients streams (placeholder until the service lands).
import type { Projection } from '../../lib/event-store.ts';

export const recipientProjection: Projection = async () => {};
