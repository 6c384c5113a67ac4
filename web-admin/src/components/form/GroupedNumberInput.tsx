// A whole number typed as a dealer writes it ($89,990; 64,000 km): antd's text input, grouping the thousands as the
// digits come and keeping the caret where the finger is, with the value a plain number (null while empty). Every price,
// mileage and year of the staff app is typed here: the forms' fields and the list's quick change.
//
// antd's InputNumber did the same with 6 KB gzip more on the car form's first screenful (its decimal arithmetic for any
// precision, its step buttons, which the app hid): the yard types whole numbers. It sets no bounds either (InputNumber
// would clamp what is typed, and the schema's message, SPEC §5, could not show): what is not a number reaches the schema
// as typed, for its message.
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref, type ReactNode } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import { retyped, shownNumber, typedNumber } from '../../lib/grouped-digits.ts';

export type TypedNumber = number | string | null;

export interface GroupedNumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'prefix' | 'suffix' | 'type' | 'ref'> {
  value: TypedNumber | undefined;
  onChange: (value: TypedNumber) => void;
  /** Group the thousands with commas (a year is not grouped). */
  grouped?: boolean;
  /** How far the arrow keys move the number (nothing when unset). */
  step?: number;
  prefix?: ReactNode;
  suffix?: ReactNode;
  ref?: Ref<InputRef>;
}

const sameNumber = (a: TypedNumber | undefined, b: TypedNumber | undefined) => (a ?? null) === (b ?? null);

export function GroupedNumberInput({ value, onChange, grouped = false, step, onBlur, onKeyDown, ref, ...input }: GroupedNumberInputProps) {
  // The text as typed ('89,99' on the way to '89,990', '007'): shown while it still spells the value, which a reset or
  // a restored draft replaces with its own.
  const [text, setText] = useState(() => shownNumber(value, grouped));
  const shown = sameNumber(typedNumber(text), value) ? text : shownNumber(value, grouped);
  const element = useRef<InputRef | null>(null);
  const caret = useRef<number | null>(null);

  // After a keystroke regrouped the text, the caret goes back after the digit it followed (the browser put it at the end).
  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    if (at !== null && element.current?.input === document.activeElement) element.current?.setSelectionRange(at, at);
  });

  // One function while the caller's ref stays the same: a new one each render would detach and attach it every time.
  const bind = useCallback(
    (handle: InputRef | null) => {
      element.current = handle;
      if (typeof ref === 'function') ref(handle);
      else if (ref) ref.current = handle;
    },
    [ref],
  );

  const type = (next: string) => {
    setText(next);
    onChange(typedNumber(next));
  };

  const stepBy = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const by = event.key === 'ArrowUp' ? step : event.key === 'ArrowDown' && step ? -step : undefined;
    if (!by || event.defaultPrevented) return;
    event.preventDefault();
    type(shownNumber((typeof value === 'number' ? value : 0) + by, grouped));
  };

  return (
    <Input
      {...input}
      ref={bind}
      value={shown}
      inputMode="numeric"
      autoComplete="off"
      onChange={(event) => {
        const { text: next, caret: at } = retyped(event.target.value, event.target.selectionStart ?? event.target.value.length, grouped);
        caret.current = at;
        type(next);
      }}
      onKeyDown={stepBy}
      onBlur={(event) => {
        // Left as the number reads: '007' → '7', '89990' → '89,990'.
        if (typeof value === 'number') setText(shownNumber(value, grouped));
        onBlur?.(event);
      }}
    />
  );
}
