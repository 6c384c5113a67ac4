// The feature picker's options: suggested first, then saved ones, then selected names neither holds, once each.
import { describe, expect, it } from 'vitest';
import type { Feature } from '@forecourt/contracts/catalog';
import { featureOptions, findOption, isSelected } from './feature-options.ts';

const saved = (id: number, name: string, isCustom = true): Feature => ({ id, name, isCustom, version: 1 });

describe('feature options', () => {
  it('lists suggested, then saved, then other selected names, each once ignoring case', () => {
    const options = featureOptions(['Sunroof', 'Bluetooth'], [saved(1, 'sunroof', false), saved(2, 'Roof Box')], ['ROOF BOX', 'Tow Bar']);
    expect(options.map((o) => o.name)).toEqual(['Sunroof', 'Bluetooth', 'Roof Box', 'Tow Bar']);
    expect(options[0]!.saved?.id).toBe(1);
    expect(options[1]!.saved).toBeUndefined();
    expect(options[2]!.saved?.isCustom).toBe(true);
  });

  it('finds a typed name whatever its case and spaces', () => {
    const options = featureOptions(['Heated Seats'], [], []);
    expect(findOption(options, '  heated SEATS ')?.name).toBe('Heated Seats');
    expect(findOption(options, 'Heated')).toBeUndefined();
    expect(isSelected(['Heated Seats'], 'heated seats')).toBe(true);
  });
});
