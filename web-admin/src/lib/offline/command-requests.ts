// The one table from a command to the HTTP request that carries it (method, path under /api, body). The screens'
// mutations build their calls from it, and the sync sends queued commands with it: the meaning travels with the
// command, and no address is ever parsed back into one.
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { CatalogKind } from '@forecourt/domain/catalog/catalog.events';
import type { CommandType, QueuedCommand } from './queued-command.ts';

export interface CommandRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Under /api, with the ids the command names (real or stand-in). */
  path: string;
  body?: unknown;
  /** An upload: the photo in the photos table under this stand-in file id goes as the multipart 'file'. */
  photo?: string;
}

type AnyCommand = QueuedCommand['command'];
type Where = Pick<QueuedCommand, 'stream' | 'streamId'>;
type Requests = { [T in CommandType]: (command: Extract<AnyCommand, { type: T }>, on: Where) => CommandRequest };

export const CATALOG_PATHS: Record<CatalogKind, string> = {
  brand: '/car-brands',
  'car-feature': '/car-features',
  'campervan-feature': '/campervan-features',
};

const catalogPath = (on: Where) => CATALOG_PATHS[on.stream as CatalogKind];
const image = ({ imageUrl, fileId }: { imageUrl: string; fileId: string | null }) => ({ imageUrl, fileId });
/** The fields a command names, without its type (and without fields it leaves as they are). */
const fieldsOf = <C extends { type: string }>({ type: _type, ...fields }: C) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Omit<C, 'type'>;

const REQUESTS: Requests = {
  ListCar: ({ fields }) => ({ method: 'POST', path: '/cars', body: fields }),
  ChangeCar: ({ changes }, on) => ({ method: 'PUT', path: `/cars/${on.streamId}`, body: changes }),
  DelistCar: (_, on) => ({ method: 'DELETE', path: `/cars/${on.streamId}` }),
  AddCarImage: (command, on) => ({ method: 'POST', path: '/carImages', body: { carId: on.streamId, ...image(command.image) } }),
  RemoveCarImage: ({ imageId }) => ({ method: 'DELETE', path: `/carImages/${imageId}` }),
  ReorderCarImages: ({ imageIds }, on) => ({ method: 'PUT', path: `/cars/${on.streamId}/images/order`, body: { imageIds } }),

  ListCampervan: ({ fields }) => ({ method: 'POST', path: '/campervans', body: fields }),
  ChangeCampervan: ({ changes }, on) => ({ method: 'PUT', path: `/campervans/${on.streamId}`, body: changes }),
  DelistCampervan: (_, on) => ({ method: 'DELETE', path: `/campervans/${on.streamId}` }),
  AddCampervanImage: (command, on) => ({ method: 'POST', path: '/campervan-images', body: { campervanId: on.streamId, ...image(command.image) } }),
  RemoveCampervanImage: ({ imageId }) => ({ method: 'DELETE', path: `/campervan-images/${imageId}` }),
  SaveCampervanGallery: ({ batch }, on) => ({ method: 'PUT', path: `/campervans/${on.streamId}/images`, body: batch }),

  AddEntry: ({ name, isCustom }, on) => ({ method: 'POST', path: catalogPath(on), body: on.stream === 'brand' ? { name } : { name, isCustom } }),
  RemoveEntry: (_, on) => ({ method: 'DELETE', path: `${catalogPath(on)}/${on.streamId}` }),

  AddRecipient: ({ email, name, isActive, makePrimary }) => ({
    method: 'POST',
    path: '/email-settings',
    body: { email, ...(name === null ? {} : { name }), isActive, isPrimary: makePrimary },
  }),
  ChangeRecipient: (command, on) => ({ method: 'PUT', path: `/email-settings/${on.streamId}`, body: fieldsOf(command) }),
  MakePrimary: (_, on) => ({ method: 'POST', path: `/email-settings/${on.streamId}/set-primary` }),
  RemoveRecipient: (_, on) => ({ method: 'DELETE', path: `/email-settings/${on.streamId}` }),

  UploadPhoto: ({ localFileId }) => ({ method: 'POST', path: '/upload', photo: localFileId }),
  RemoveUpload: ({ fileId }) => ({ method: 'DELETE', path: `/upload/${encodeURIComponent(fileId)}` }),

  LegacyRequest: ({ method, url, body }) => ({ method, path: url, body }),
};

export function requestOf(queued: QueuedCommand): CommandRequest {
  const request = REQUESTS[queued.command.type] as (command: AnyCommand, on: Where) => CommandRequest;
  return request(queued.command, queued);
}

/** A mutation's call that carries its command: sent by sendCommand, queued as the command when it must wait. */
export interface CommandCall extends FetchArgs {
  queued: QueuedCommand;
}

/** The call for a command, based on `baseVersion` when given (If-Match: a record changed meanwhile is not overwritten). */
export function commandCall(queued: QueuedCommand, baseVersion?: number): CommandCall {
  const { method, path, body } = requestOf(queued);
  return {
    url: path,
    method,
    ...(body === undefined ? {} : { body }),
    ...(baseVersion === undefined ? {} : { headers: { 'If-Match': `"${baseVersion}"` } }),
    queued,
  };
}

export const isCommandCall = (call: FetchArgs): call is CommandCall => 'queued' in call && !!(call as CommandCall).queued;
