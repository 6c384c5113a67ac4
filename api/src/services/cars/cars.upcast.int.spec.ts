// A car listed before the Consumer Information Notice was kept, exactly as its event was stored then: read through
// the upcaster, rebuilt into the tables, changed, and shown with its notice "not stated", never as an error.
import { describe, expect, it } from 'vitest';
import { missingCinItems, type User } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { rebuildReadTables } from '../../lib/read-tables.ts';
import { changeCar, getCar } from './cars.ts';

const t = useTestApp();

/** A CarListed as the log held it before migration 0007: no VIN, plate or any other notice fact. */
const OLD_LISTING = {
  id: 1,
  brand: 'Audi',
  model: 'A4 Avant',
  year: 2016,
  description: 'Listed before the notice was kept.',
  price: 21990,
  transmission: 'Automatic',
  fuelType: 'Diesel',
  mileage: 98000,
  bodyType: 'Wagon',
  color: 'Glacier White',
  imageUrl: '/media/a4/1200.webp',
  status: 'reserved',
  vehicleType: 'car',
  features: ['Bluetooth'],
};

async function storedBeforeTheNotice() {
  await t().deps.db('events').insert({
    stream_type: 'car',
    stream_id: '1',
    version: 1,
    type: 'CarListed',
    data: JSON.stringify(OLD_LISTING),
    metadata: JSON.stringify({ actorUsername: 'owner' }),
    recorded_at: new Date('2025-06-02T21:30:00Z'),
  });
  await t().deps.db.raw("select setval('car_id_seq', 1)");
}

describe('a car event stored in its first shape', () => {
  it('reads with every notice fact as not stated, while the stored event stays as it was written', async () => {
    await storedBeforeTheNotice();
    const [listed] = await t().deps.store.readStream('car', 1);
    expect(listed!.data).toMatchObject({ ...OLD_LISTING, vin: null, registrationPlate: null, odometerAccurate: null, onRoadCosts: null });
    const stored = await t().deps.db.raw("select data from events where stream_type = 'car' and stream_id = '1'");
    expect(stored.rows[0].data).not.toHaveProperty('vin');
  });

  it('rebuilds into the tables and takes a change like any car, its notice still incomplete', async () => {
    await storedBeforeTheNotice();
    await rebuildReadTables(t().deps.store);
    const car = await getCar(t().deps, 1);
    expect(car).toMatchObject({ brand: 'Audi', version: 1, vin: null, registrationPlate: null });
    expect(missingCinItems(car).length).toBeGreaterThan(0);

    const { user } = await t().signedIn('user');
    const caller = { user: user as User, metadata: { actorId: user.id, actorUsername: user.username } };
    const changed = await changeCar(t().deps, 1, { price: 19990 }, caller, { expectedVersion: 1 });
    expect(changed).toMatchObject({ price: 19990, version: 2, vin: null });
    expect(changed).toEqual(await getCar(t().deps, 1));
  });
});
