// When a queued change was made on the tablet, as the Sync screen says it: 'at 22 Nov, 3:45 pm'.
const WHEN = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

export const deviceTimeText = (iso: string): string => `at ${WHEN.format(new Date(iso))}`;
