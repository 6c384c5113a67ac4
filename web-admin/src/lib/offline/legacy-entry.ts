// Changes queued by an older version of the app were kept as requests (method, address, body). When the tablet's
// database is upgraded, each becomes the typed command it was; one that names no stream we can tell (removing a
// car's photo by the photo's id alone) stays a request and is sent as it was. Runs once, in the Dexie upgrade.
import type { CampervanImageBatch } from '@forecourt/contracts/campervan';
import type { CarCreate } from '@forecourt/contracts/car';
import type { CampervanCreate } from '@forecourt/contracts/campervan';
import type { CatalogKind } from '@forecourt/domain/catalog/catalog.events';
import type { OutboxEntry } from './outbox-entry.ts';
import type { QueuedCommand } from './queued-command.ts';

/** An outbox entry as version 1 of the tablet's database kept it. */
export interface LegacyEntry {
  seq?: number;
  id: string;
  userId: number;
  deviceTime: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  ifMatch?: number;
  tempId?: number;
  localFileId?: string;
  base?: Record<string, unknown>;
  label: string;
  status: OutboxEntry['status'];
  error?: string;
  issues?: OutboxEntry['issues'];
  conflict?: OutboxEntry['conflict'];
}

const CATALOG: Record<string, CatalogKind> = { 'car-brands': 'brand', 'car-features': 'car-feature', 'campervan-features': 'campervan-feature' };

type Body = Record<string, unknown>;
const image = (id: number, body: Body) => ({
  id,
  imageUrl: String(body.imageUrl ?? ''),
  fileId: (body.fileId as string | null | undefined) ?? null,
  transformType: null,
  transformParams: null,
});

/** The typed command an old request was, or the request itself when it names no stream we can tell. */
export function commandOfRequest(old: Pick<LegacyEntry, 'method' | 'url' | 'body' | 'tempId' | 'localFileId'>): QueuedCommand {
  const { method, url, tempId } = old;
  const body = (old.body ?? {}) as Body;
  const made = tempId ?? 0;
  const [, list = '', rawId, rest] = /^\/([^/]+)(?:\/(-?\d+|[A-Za-z0-9_-]+))?(\/.*)?$/.exec(url) ?? [];
  const id = rawId !== undefined && /^-?\d+$/.test(rawId) ? Number(rawId) : undefined;
  const key = `${method} ${list}${id !== undefined ? '/:id' : rawId ? '/:file' : ''}${rest ?? ''}`;
  switch (key) {
    case 'POST upload':
      if (old.localFileId) return { stream: 'upload', streamId: old.localFileId, command: { type: 'UploadPhoto', localFileId: old.localFileId, name: '' } };
      break;
    case 'DELETE upload/:file':
      return { stream: 'upload', streamId: decodeURIComponent(rawId!), command: { type: 'RemoveUpload', fileId: decodeURIComponent(rawId!) } };
    case 'POST cars':
      return { stream: 'car', streamId: made, command: { type: 'ListCar', id: made, fields: body as unknown as CarCreate } };
    case 'PUT cars/:id':
      return { stream: 'car', streamId: id!, command: { type: 'ChangeCar', changes: body as Partial<CarCreate> } };
    case 'DELETE cars/:id':
      return { stream: 'car', streamId: id!, command: { type: 'DelistCar' } };
    case 'POST carImages':
      return { stream: 'car', streamId: Number(body.carId), command: { type: 'AddCarImage', image: image(made, body) } };
    case 'PUT cars/:id/images/order':
      return { stream: 'car', streamId: id!, command: { type: 'ReorderCarImages', imageIds: (body.imageIds as number[] | undefined) ?? [] } };
    case 'POST campervans':
      return { stream: 'campervan', streamId: made, command: { type: 'ListCampervan', id: made, fields: body as unknown as CampervanCreate } };
    case 'PUT campervans/:id':
      return { stream: 'campervan', streamId: id!, command: { type: 'ChangeCampervan', changes: body as Partial<CampervanCreate> } };
    case 'DELETE campervans/:id':
      return { stream: 'campervan', streamId: id!, command: { type: 'DelistCampervan' } };
    case 'POST campervan-images':
      return { stream: 'campervan', streamId: Number(body.campervanId), command: { type: 'AddCampervanImage', image: image(made, body) } };
    case 'PUT campervans/:id/images':
      return { stream: 'campervan', streamId: id!, command: { type: 'SaveCampervanGallery', batch: body as unknown as CampervanImageBatch, standInId: made } };
    case 'POST car-brands':
    case 'POST car-features':
    case 'POST campervan-features':
      return { stream: CATALOG[list]!, streamId: made, command: { type: 'AddEntry', id: made, name: String(body.name ?? ''), isCustom: body.isCustom !== false } };
    case 'DELETE car-features/:id':
    case 'DELETE campervan-features/:id':
      return { stream: CATALOG[list]!, streamId: id!, command: { type: 'RemoveEntry' } };
    case 'POST email-settings':
      return {
        stream: 'recipient',
        streamId: made,
        command: {
          type: 'AddRecipient',
          id: made,
          email: String(body.email ?? ''),
          name: (body.name as string | null | undefined) ?? null,
          isActive: body.isActive !== false,
          makePrimary: body.isPrimary === true,
        },
      };
    case 'PUT email-settings/:id':
      return { stream: 'recipient', streamId: id!, command: { type: 'ChangeRecipient', ...(body as { email?: string; name?: string | null; isActive?: boolean }) } };
    case 'POST email-settings/:id/set-primary':
      return { stream: 'recipient', streamId: id!, command: { type: 'MakePrimary' } };
    case 'DELETE email-settings/:id':
      return { stream: 'recipient', streamId: id!, command: { type: 'RemoveRecipient' } };
  }
  return { stream: 'legacy', streamId: url, command: { type: 'LegacyRequest', method, url, body: old.body, ...(tempId === undefined ? {} : { standInId: tempId }) } };
}

/** An entry of version 1 as version 2 keeps it: the same command id, time, person, label, status and conflict. */
export function upgradeEntry(old: LegacyEntry): OutboxEntry {
  const { method: _m, url: _u, body: _b, ifMatch, tempId: _t, localFileId: _l, ...kept } = old;
  return { ...kept, ...commandOfRequest(old), ...(ifMatch === undefined ? {} : { baseVersion: ifMatch }) } as OutboxEntry;
}

/** Version keys were '<list>:<id>@<version>' ('cars:12@7'); they are '<stream>:<id>@<version>' now. */
export const upgradeVersionKey = (key: string): string =>
  key.replace(/^cars:/, 'car:').replace(/^campervans:/, 'campervan:').replace(/^email-settings:/, 'recipient:');
