// The Messages screen's filters: the delivery state (with how many of each) and a search by name, e-mail or subject.
import { Radio } from 'antd';
import type { ContactMessage } from '@forecourt/contracts/contact';
import { SearchField } from '../../../components/SearchField.tsx';
import { STATE_FILTERS, inFilter, type StateFilter } from '../delivery-state.ts';

interface Props {
  messages: ContactMessage[];
  filter: StateFilter;
  onFilter: (filter: StateFilter) => void;
  search: string;
  onSearch: (search: string) => void;
}

export function MessageFilters({ messages, filter, onFilter, search, onSearch }: Props) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 16 }}>
      <Radio.Group
        aria-label="Delivery state"
        optionType="button"
        value={filter}
        onChange={(event) => onFilter(event.target.value as StateFilter)}
        options={STATE_FILTERS.map(({ value, label }) => ({
          value,
          label: `${label} (${messages.filter((message) => inFilter(message, value)).length})`,
        }))}
      />
      <SearchField
        value={search}
        onChange={onSearch}
        label="Search messages"
        placeholder="Search by name, email, subject or vehicle"
        style={{ flex: '1 1 260px' }}
      />
    </div>
  );
}
