import { describe, expect, it } from 'vitest';
import { changesText, diffViews } from './field-changes.ts';
import { readStream } from './stream-views.ts';

describe('field changes of an event', () => {
  it('lists each field whose value differs, before and after, lists compared item by item', () => {
    expect(
      diffViews(
        { price: 42990, status: 'available', features: ['Sunroof'], images: ['/a'] },
        { price: 39990, status: 'available', features: ['Sunroof', 'Bluetooth'], images: ['/a'] },
      ),
    ).toEqual([
      { field: 'price', before: 42990, after: 39990 },
      { field: 'features', before: ['Sunroof'], after: ['Sunroof', 'Bluetooth'] },
    ]);
  });

  it('reads a record that does not exist as no fields, and missing images as none', () => {
    expect(diffViews(null, { name: 'Alfa Romeo', images: [] })).toEqual([{ field: 'name', before: null, after: 'Alfa Romeo' }]);
    expect(diffViews({ name: 'Alfa Romeo', images: ['/a'] }, null)).toEqual([
      { field: 'name', before: 'Alfa Romeo', after: null },
      { field: 'images', before: ['/a'], after: [] },
    ]);
    expect(diffViews(null, null)).toEqual([]);
  });

  it('writes changes as text for the CSV export', () => {
    expect(changesText([{ field: 'status', before: 'available', after: 'sold' }, { field: 'name', before: null, after: 'HiAce' }])).toBe(
      'status: available → sold; name: (none) → HiAce',
    );
    expect(changesText([{ field: 'images', before: ['/a', '/b'], after: ['/b', '/a'] }])).toBe('images: /a, /b → /b, /a');
    expect(changesText([])).toBe('');
  });
});

describe('reading the events of a stream', () => {
  it('names a user by username and tells a new password only as changed', () => {
    const readings = readStream('user', [
      { version: 1, type: 'UserCreated', data: { id: 3, username: 'kiri', email: 'k@x.nz', firstName: '', lastName: '', isAdmin: false } },
      { version: 2, type: 'UserUpdated', data: { id: 3, firstName: 'Kiri', passwordChanged: true } },
      { version: 3, type: 'UserDeleted', data: { id: 3, username: 'kiri' } },
    ]);
    expect(readings.get(2)).toEqual({
      subject: 'kiri',
      changes: [
        { field: 'firstName', before: '', after: 'Kiri' },
        { field: 'password', before: null, after: '(changed)' },
      ],
    });
    expect(readings.get(3)!.subject).toBe('kiri');
    expect(readings.get(3)!.changes).toContainEqual({ field: 'username', before: 'kiri', after: null });
  });

  it('names a removed recipient by the address it had', () => {
    const readings = readStream('recipient', [
      { version: 1, type: 'RecipientAdded', data: { id: 1, email: 'owner@forecourt.co.nz', name: null, isActive: true } },
      { version: 2, type: 'RecipientRemoved', data: { id: 1 } },
    ]);
    expect(readings.get(2)!.subject).toBe('owner@forecourt.co.nz');
  });

  it('reads nothing of a kind of stream it does not know', () => {
    expect(readStream('boat', [{ version: 1, type: 'BoatLaunched', data: {} }]).size).toBe(0);
  });
});
