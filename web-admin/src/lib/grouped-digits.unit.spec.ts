import { describe, expect, it } from 'vitest';
import { retyped, shownNumber, typedNumber } from './grouped-digits.ts';

describe('a number field as a dealer types it', () => {
  it('reads the number the text spells, nothing while empty, and keeps what is no number for the schema to refuse', () => {
    expect(typedNumber('89,990')).toBe(89990);
    expect(typedNumber('007')).toBe(7);
    expect(typedNumber('')).toBeNull();
    expect(typedNumber(' ')).toBeNull();
    expect(typedNumber('-5')).toBe(-5);
    expect(typedNumber('1.5')).toBe(1.5);
    expect(typedNumber('-')).toBe('-');
    expect(typedNumber('1.2.3')).toBe('1.2.3');
  });

  it('shows a value grouped or plain, and nothing for none', () => {
    expect(shownNumber(89990, true)).toBe('89,990');
    expect(shownNumber(1234567, true)).toBe('1,234,567');
    expect(shownNumber(-1000, true)).toBe('-1,000');
    expect(shownNumber(2019, false)).toBe('2019');
    expect(shownNumber(999, true)).toBe('999');
    expect(shownNumber(null, true)).toBe('');
    expect(shownNumber(undefined, false)).toBe('');
    expect(shownNumber('1.2.3', true)).toBe('1.2.3');
  });

  it('groups the thousands as the digits come, and drops what cannot make a number', () => {
    expect(retyped('8999', 4, true)).toEqual({ text: '8,999', caret: 5 });
    expect(retyped('8,9990', 6, true)).toEqual({ text: '89,990', caret: 6 });
    expect(retyped('89,990a', 7, true)).toEqual({ text: '89,990', caret: 6 });
    expect(retyped('12 000', 6, true)).toEqual({ text: '12,000', caret: 6 });
    expect(retyped('2019', 4, false)).toEqual({ text: '2019', caret: 4 });
    expect(retyped('20x19', 3, false)).toEqual({ text: '2019', caret: 2 });
    expect(retyped('89990.5', 7, true)).toEqual({ text: '89,990.5', caret: 8 });
  });

  it('keeps the caret after the digit it followed when typing or deleting in the middle', () => {
    // '89,990' with a 1 typed after the 8: '819,990' regroups to '819,990', the caret after the 1.
    expect(retyped('819,990', 2, true)).toEqual({ text: '819,990', caret: 2 });
    // '1,234' with a 5 typed after the 1: '15,234' → '15,234', caret after the 5.
    expect(retyped('15,234', 2, true)).toEqual({ text: '15,234', caret: 2 });
    // '12,345' with the 3 deleted (caret after the comma): '12,45' → '1,245', caret after the 2.
    expect(retyped('12,45', 3, true)).toEqual({ text: '1,245', caret: 3 });
    // '1,000' with the 1 deleted: ',000' → '000', caret at the start.
    expect(retyped(',000', 0, true)).toEqual({ text: '000', caret: 0 });
  });
});
