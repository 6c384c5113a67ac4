// A queued change in words, for the Sync screen and the badge's list: 'Change 2019 BMW 330i', 'Add a photo to
// Kea Hideaway', 'Make sales@… primary'. Written when the change is queued, from what the tablet knew then.
type Fields = Record<string, unknown>;

const car = (f: Fields | undefined) => (f ? [f.year, f.brand, f.model].filter(Boolean).join(' ') : '') || 'a car';
const van = (f: Fields | undefined) => (typeof f?.name === 'string' && f.name) || 'a campervan';
const recipient = (f: Fields | undefined) => (typeof f?.email === 'string' && f.email) || 'a recipient';

const VERBS: Record<string, string> = { POST: 'Add', PUT: 'Change', DELETE: 'Delete' };

/**
 * `current` is the record the change is about as the tablet shows it (for a new record, the request itself);
 * `owner` the vehicle an image belongs to; `photoName` the file name of a photo being uploaded.
 */
export function describeChange(method: string, url: string, body: unknown, current?: Fields, owner?: Fields, photoName?: string): string {
  const fields = (method === 'POST' ? body : current) as Fields | undefined;
  const verb = VERBS[method] ?? 'Change';
  if (url === '/upload') return `Upload photo ${photoName ?? ''}`.trim();
  if (url.startsWith('/upload/')) return 'Remove an unsaved photo';
  if (/^\/cars\/-?\d+\/images\/order$/.test(url)) return `Reorder the photos of ${car(owner)}`;
  if (/^\/campervans\/-?\d+\/images$/.test(url)) return `Update the photos of ${van(owner)}`;
  if (url === '/carImages') return `Add a photo to ${car(owner)}`;
  if (url === '/campervan-images') return `Add a photo to ${van(owner)}`;
  if (url.startsWith('/carImages/')) return `Remove a photo of ${car(owner)}`;
  if (url.startsWith('/campervan-images/')) return `Remove a photo of ${van(owner)}`;
  if (url.startsWith('/cars')) return `${verb} ${car(fields)}`;
  if (url.startsWith('/campervans')) return `${verb} ${van(fields)}`;
  if (url === '/car-brands') return `Add make ${String((body as Fields)?.name ?? '')}`;
  if (/^\/(car|campervan)-features/.test(url)) {
    const kind = url.startsWith('/car-') ? 'car' : 'campervan';
    const name = (method === 'POST' ? (body as Fields)?.name : current?.name) ?? '';
    return `${verb} ${kind} feature ${String(name)}`.trim();
  }
  if (url.endsWith('/set-primary')) return `Make ${recipient(current)} primary`;
  if (url.startsWith('/email-settings')) {
    if (method === 'PUT' && typeof (body as Fields)?.isActive === 'boolean') {
      return `${(body as Fields).isActive ? 'Turn on' : 'Turn off'} ${recipient(current)}`;
    }
    return `${verb} recipient ${recipient(fields)}`;
  }
  return `${verb} ${url}`;
}
