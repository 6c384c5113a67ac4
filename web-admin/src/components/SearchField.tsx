// The search box above a staff list that filters as one types: a clearable search input with the magnifier, named
// for assistive technology, at most 420 px wide.
//
// It keeps what is typed itself and shows each letter at once; the list (and, for the vehicle lists, the address)
// follows as a transition, which the next letter may interrupt. So a keystroke waits for nothing but the box: on the
// yard's tablet a list drawn again in the key's own frame held the letter back by up to a fifth of a second. `value`
// is read once, when the box is drawn: a screen that empties the search from outside the box (Clear search and
// filter) draws the box afresh with a `key`.
import { startTransition, useState, type CSSProperties } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Its accessible name, e.g. 'Search users'. */
  label: string;
  placeholder: string;
  className?: string;
  style?: CSSProperties;
}

export function SearchField({ value, onChange, label, placeholder, className, style }: Props) {
  const [text, setText] = useState(value);
  return (
    <Input
      type="search"
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        startTransition(() => onChange(typed));
      }}
      className={className}
      style={{ maxWidth: 420, ...style }}
    />
  );
}
