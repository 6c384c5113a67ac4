// The car's make: a select of the saved makes (GET /api/car-brands) and 'Add new make' for one not yet listed
// (SPEC §2, §5 New make, §8 Brand). A new make is saved at once and selected.
import { useId, useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useAddCarBrandMutation, useListCarBrandsQuery } from '../../../lib/catalog-api.ts';
import { useFeedback } from '../../../lib/feedback.tsx';
import { CHECKS_UNAVAILABLE } from '../../../lib/checks-on-demand.ts';
import { onDemand } from '../../../lib/on-demand.ts';
import { FormItem } from '../../../components/form/FormItem.tsx';

// The new make's rule comes with the first one added, not with the form (see checks-on-demand.ts).
const catalogChecks = onDemand(() => import('@forecourt/contracts/catalog'));

interface Props {
  id: string;
  value: string;
  onChange: (brand: string) => void;
  onBlur?: () => void;
  /** The form's message for the brand ('Brand is required'). */
  error?: string;
  disabled?: boolean;
}

export function BrandField({ id, value, onChange, onBlur, error, disabled }: Props) {
  const { notification } = useFeedback();
  const { data: brands = [], isLoading, isError } = useListCarBrandsQuery();
  const [addCarBrand, { isLoading: adding }] = useAddCarBrandMutation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const newMakeId = useId();

  const names = brands.map((b) => b.name);
  // A car may carry a make that is no longer listed; it must still show as chosen.
  if (value && !names.includes(value)) names.unshift(value);

  const close = () => {
    setOpen(false);
    setName('');
    setNameError(undefined);
  };

  const add = async () => {
    const checks = await catalogChecks().catch(() => undefined);
    if (!checks) {
      notification.error({ title: 'Error', description: CHECKS_UNAVAILABLE });
      return;
    }
    const parsed = checks.brandCreateSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Brand name cannot be empty');
      return;
    }
    const result = await addCarBrand(parsed.data);
    if ('error' in result) {
      notification.error({ title: 'Error', description: 'Failed to add car brand. It may already exist.' });
      return;
    }
    notification.success({ title: 'Success', description: 'New car brand has been added.' });
    onChange(result.data.name);
    close();
  };

  return (
    <>
      <FormItem label="Brand" htmlFor={id} required validateStatus={error ? 'error' : ''} help={error}>
        <div style={{ display: 'flex', gap: 8 }}>
        <Select
          id={id}
          style={{ flex: 1, minWidth: 0 }}
          value={value || undefined}
          placeholder={isError ? 'Failed to fetch car brands' : 'Select a brand'}
          loading={isLoading}
          disabled={disabled}
          showSearch={{ optionFilterProp: 'label' }}
          aria-invalid={!!error}
          options={names.map((brand) => ({ value: brand, label: brand }))}
          onChange={(brand: string) => onChange(brand)}
          onBlur={onBlur}
        />
        {!open && (
          <Button icon={<PlusOutlined aria-hidden />} disabled={disabled} onClick={() => setOpen(true)}>
            Add new make
          </Button>
        )}
        </div>
      </FormItem>
      {open && (
        <FormItem
          label="New make"
          htmlFor={newMakeId}
          validateStatus={nameError ? 'error' : ''}
          help={nameError}
          style={{ marginTop: -8 }}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Input
              id={newMakeId}
              autoFocus
              value={name}
              maxLength={40}
              aria-invalid={!!nameError}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
                event.preventDefault(); // Enter adds the make; it must not submit the car form
                void add();
              }}
            />
            <Button type="primary" aria-label="Add make" loading={adding} onClick={() => void add()}>
              Add
            </Button>
            <Button onClick={close}>Cancel</Button>
          </Space.Compact>
        </FormItem>
      )}
    </>
  );
}
