// The search box above a staff list that filters as one types: a clearable search input with the magnifier, named
// for assistive technology, at most 420 px wide.
import type { CSSProperties } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Its accessible name, e.g. 'Search users'. */
  label: string;
  placeholder: string;
  style?: CSSProperties;
}

export function SearchField({ value, onChange, label, placeholder, style }: Props) {
  return (
    <Input
      type="search"
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 420, ...style }}
    />
  );
}
