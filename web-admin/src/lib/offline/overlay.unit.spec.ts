import { describe, expect, it } from 'vitest';
import type { CarCreate } from '@forecourt/contracts/car';
import { carDecider } from '@forecourt/domain/cars/cars.decider';
import { CAR, type CarEvent } from '@forecourt/domain/cars/cars.events';
import { vehicleRows } from '@forecourt/domain/vehicles/vehicle-rows';
import { overlay } from './overlay.ts';
import { isPendingSync, PENDING } from './rows.ts';
import { domainCommandOf, decideOn, stateOfCopy } from './vehicle-view.ts';
import type { QueuedCommand } from './queued-command.ts';

const at = '2026-11-22T01:00:00.000Z';
type Entry = QueuedCommand & { deviceTime: string };
const queued = (...commands: QueuedCommand[]): Entry[] => commands.map((command) => ({ ...command, deviceTime: at }));
const unmarked = <T extends object>(row: T) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== PENDING));

const fields: CarCreate = {
  brand: 'BMW', model: '330i', year: 2019, price: 42990, transmission: 'Automatic', fuelType: 'Petrol', mileage: 61000,
  bodyType: 'Sedan', color: 'Alpine White', status: 'available', description: 'One owner.', features: ['Sunroof'],
  imageUrl: '/media/a/1200.webp', vehicleType: 'car', registrationPlate: 'ABC123', vin: 'WBA8E9G50GNU12345',
  firstRegisteredYear: 2019, nzFirstRegisteredYear: 2019, imported: false, writtenOff: false, securityInterest: false,
  odometerAccurate: true, onRoadCostsIncluded: true,
} as CarCreate;
const image = (id: number, fileId: string) => ({ id, imageUrl: `/media/${fileId}/1200.webp`, fileId, transformType: null, transformParams: null });

/** A car as the server has it: its history folded, and the rows the API answers for it. */
const history: CarEvent[] = [
  { type: 'CarListed', data: { id: 2, ...fields } },
  { type: 'CarImageAdded', data: { ...image(10, 'a'), imageId: 10 } as never },
  { type: 'CarImageAdded', data: { ...image(11, 'b'), imageId: 11 } as never },
];
const serverState = history.reduce(carDecider.evolve, carDecider.initialState());
const stamp = { version: 3, createdAt: at, updatedAt: at };
const served = vehicleRows(CAR, serverState, stamp)!;

describe('the tablet’s view of a queued change', () => {
  it('is what the server’s decider makes of it: the same decide, evolve and read rows', () => {
    const commands: QueuedCommand[] = [
      { stream: 'car', streamId: 2, command: { type: 'ChangeCar', changes: { ...fields, price: 39990, mileage: 61200 } } },
      { stream: 'car', streamId: 2, command: { type: 'AddCarImage', image: image(-20, 'local-c') } },
      { stream: 'car', streamId: 2, command: { type: 'RemoveCarImage', imageId: 10 } },
      { stream: 'car', streamId: 2, command: { type: 'ReorderCarImages', imageIds: [-20, 11] } },
    ];
    // The server: each command decided on the state its history leads to, and the rows of the state after.
    let state = serverState;
    for (const { command } of commands) {
      if (command.type === 'SaveCampervanGallery' || command.type === 'UploadPhoto') throw new Error('not a car command');
      state = carDecider.decide(domainCommandOf(command as never), state).reduce(carDecider.evolve, state);
    }
    const server = vehicleRows(CAR, state, stamp)!;

    // The tablet: its copy of what the API answered, with the same commands queued.
    const entries = queued(...commands);
    const copies = { record: () => served.record as never, images: () => served.images as never };
    const record = (overlay('/cars/2', served.record, entries, copies) as { data: Record<string, unknown> }).data;
    const images = (overlay('/carImages/2', served.images, entries, copies) as { data: Record<string, unknown>[] }).data;
    expect(unmarked(record)).toEqual(server.record);
    expect(images.map(unmarked)).toEqual(server.images);
    expect(record.imageUrl).toBe('/media/local-c/1200.webp'); // the main image follows the first, as the server decides
    expect(isPendingSync(record)).toBe(true);
    expect(images.map(isPendingSync)).toEqual([true, false]);
  });

  it('starts a car made on the tablet from its listing, and shows it first in the list', () => {
    const entries = queued({ stream: 'car', streamId: -100, command: { type: 'ListCar', id: -100, fields: { ...fields, model: 'Cooper S', brand: 'MINI' } } });
    const rows = (overlay('/cars', [served.record], entries) as { data: Record<string, unknown>[] }).data;
    expect(rows.map((r) => [r.id, r.model, r.version])).toEqual([[-100, 'Cooper S', 1], [2, '330i', 3]]);
    expect(rows.map(isPendingSync)).toEqual([true, false]);
    expect(unmarked(rows[0]!)).toEqual(vehicleRows(CAR, decideOn(entries[0]!, { stage: 'none' }) as never, { version: 1, createdAt: at, updatedAt: at })!.record);
    expect(overlay('/cars/-100', undefined, entries)).toEqual({ data: expect.objectContaining({ id: -100, model: 'Cooper S' }) });
    expect(overlay('/cars/99', undefined, entries)).toBeUndefined();
  });

  it('says a car deleted on the tablet is gone, and passes over a change the decider refuses', () => {
    expect(overlay('/cars/2', served.record, queued({ stream: 'car', streamId: 2, command: { type: 'DelistCar' } }))).toEqual({ gone: true });
    const refused = queued({ stream: 'car', streamId: 2, command: { type: 'ChangeCar', changes: { vin: null } as never } });
    expect(() => decideOn(refused[0]!, stateOfCopy('car', served.record as never, served.images as never))).toThrow(/Consumer Information Notice/);
    expect(overlay('/cars/2', served.record, refused)).toEqual({ data: { ...served.record, [PENDING]: true } });
  });

  it('replaces a campervan’s gallery with its queued batch, new images under their stand-in ids', () => {
    const gallery = queued({
      stream: 'campervan',
      streamId: 4,
      command: {
        type: 'SaveCampervanGallery',
        standInId: -50,
        batch: { images: [{ id: 0, imageUrl: '/media/n/1200.webp', fileId: 'n', isNew: true, isDeleted: false }, { id: 30, imageUrl: '/media/o/1200.webp', fileId: 'o', isNew: false, isDeleted: true }] },
      },
    });
    const laid = overlay('/campervan-images/4', [{ id: 30, campervanId: 4, imageUrl: '/media/o/1200.webp', fileId: 'o', position: 0 }], gallery) as { data: Record<string, unknown>[] };
    expect(laid.data).toEqual([expect.objectContaining({ id: -50, campervanId: 4, fileId: 'n', position: 0, [PENDING]: true })]);
  });
});

describe('the catalogue and recipients with queued changes', () => {
  it('adds a make and removes a feature as their deciders do', () => {
    const brands = (overlay('/car-brands', [{ id: 1, name: 'Audi', version: 1 }], queued({ stream: 'brand', streamId: -3, command: { type: 'AddEntry', id: -3, name: 'Alpine', isCustom: true } })) as { data: Record<string, unknown>[] }).data;
    expect(brands).toEqual([{ id: -3, name: 'Alpine', version: 1, createdAt: at, updatedAt: at, [PENDING]: true }, { id: 1, name: 'Audi', version: 1 }]);
    const features = (overlay('/car-features', [{ id: 5, name: 'Sunroof', isCustom: false }], queued({ stream: 'car-feature', streamId: 5, command: { type: 'RemoveEntry' } })) as { data: unknown[] }).data;
    expect(features).toEqual([]);
  });

  it('moves the primary mark with a queued Make Primary, and to the next one when the primary is deleted', () => {
    const rows = [
      { id: 1, email: 'a@x.nz', name: null, isActive: true, isPrimary: true, createdAt: '2026-01-01' },
      { id: 2, email: 'b@x.nz', name: null, isActive: true, isPrimary: false, createdAt: '2026-02-01' },
    ];
    const moved = (overlay('/email-settings', rows, queued({ stream: 'recipient', streamId: 2, command: { type: 'MakePrimary' } })) as { data: typeof rows }).data;
    expect(moved.map((r) => [r.isPrimary, isPendingSync(r)])).toEqual([[false, false], [true, true]]);
    const deleted = (overlay('/email-settings', rows, queued({ stream: 'recipient', streamId: 1, command: { type: 'RemoveRecipient' } })) as { data: typeof rows }).data;
    expect(deleted).toEqual([{ ...rows[1], isPrimary: true }]);
    const added = (overlay('/email-settings', [], queued({ stream: 'recipient', streamId: -4, command: { type: 'AddRecipient', id: -4, email: 'c@x.nz', name: null, isActive: true, makePrimary: false } })) as { data: typeof rows }).data;
    expect(added).toEqual([expect.objectContaining({ id: -4, email: 'c@x.nz', isPrimary: true, [PENDING]: true })]); // the first is primary
  });
});
