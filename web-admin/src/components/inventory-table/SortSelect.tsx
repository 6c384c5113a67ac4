// The card view's sort choice (a phone, the tablet held upright, where there are no column headers to tap): antd's
// Select, whose code (with its option list, 19 KB gzip) only the card view draws. ListToolbar.tsx loads it on demand.
import { Select } from 'antd';

export interface SortSelectProps {
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

export function SortSelect({ value, options, onChange }: SortSelectProps) {
  return (
    <Select aria-label="Sort by" value={value} onChange={onChange} options={options} className="inventory-toolbar-sort" popupMatchSelectWidth={false} />
  );
}
