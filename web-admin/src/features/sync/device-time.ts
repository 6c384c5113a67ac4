// When a queued change was made on the tablet, as the Sync screen says it: 'at 22 Nov, 3:45 pm'.
import { formatShortDayAndTime } from '../../lib/dates.ts';

export const deviceTimeText = (iso: string): string => `at ${formatShortDayAndTime(iso)}`;
