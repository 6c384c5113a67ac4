// The features multi-select of both vehicle forms (SPEC §2, §4 Custom features, §8 Features): suggested and saved
// features as checkable options in a list at most 300 px high, a box to add a custom one by Enter or Add (trimmed;
// an existing name, ignoring case, is just selected), and deletion of custom ones after a confirmation.
import { useId, useState } from 'react';
import { Button, Checkbox, Input, Space, Typography } from 'antd';
import { useConfirm } from '../Dialog.tsx';
import { DeleteOutlined } from '@ant-design/icons';
import type { Feature } from '@forecourt/contracts/catalog';
import { useAddFeatureMutation, useDeleteFeatureMutation, useListFeaturesQuery, type FeatureKind } from '../../lib/catalog-api.ts';
import { featureOptions, findOption, isSelected, sameName } from './feature-options.ts';
import { useFeedback } from '../../lib/feedback.tsx';
import './feature-picker.css';

export interface FeaturePickerProps {
  /** Picks /api/car-features or /api/campervan-features. */
  kind: FeatureKind;
  /** Selected feature names. */
  value: string[];
  onChange: (names: string[]) => void;
  suggested: readonly string[];
  disabled?: boolean;
  /** The form's error state (campervans: 'At least one feature is required'). */
  invalid?: boolean;
  /** Accessible name of the list; 'Features' unless told. */
  label?: string;
  /** id of the element holding the form's error message, for screen readers. */
  errorId?: string;
}

export function FeaturePicker({ kind, value, onChange, suggested, disabled = false, invalid = false, label = 'Features', errorId }: FeaturePickerProps) {
  const { notification } = useFeedback();
  const [confirm, modalHolder] = useConfirm();
  const { data: saved = [], isError } = useListFeaturesQuery(kind);
  const [addFeature] = useAddFeatureMutation();
  const [deleteFeature] = useDeleteFeatureMutation();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const options = featureOptions(suggested, saved, value);

  const toggle = (name: string, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => !sameName(v, name)), name] : value.filter((v) => !sameName(v, name)));

  const add = () => {
    const name = draft.trim();
    if (!name) return;
    setDraft('');
    const existing = findOption(options, name);
    if (existing) {
      if (!isSelected(value, existing.name)) onChange([...value, existing.name]);
      return;
    }
    onChange([...value, name]);
    // SPEC §8: a failure to save a custom feature may only be logged; the selection stays either way.
    addFeature({ kind, name })
      .unwrap()
      .catch((error: unknown) => console.error('Failed to save custom feature', name, error));
  };

  const confirmDelete = (feature: Feature) =>
    confirm({
      title: 'Are you absolutely sure?',
      content: `This will permanently delete the “${feature.name}” feature. This action cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      async onOk() {
        try {
          await deleteFeature({ kind, id: feature.id }).unwrap();
        } catch (error) {
          console.error('Failed to delete feature', feature.name, error);
          notification.error({ title: 'Error', description: 'Failed to delete feature. It may be in use by campervans.' });
          return;
        }
        if (isSelected(value, feature.name)) onChange(value.filter((v) => !sameName(v, feature.name)));
        notification.success({ title: 'Feature deleted', description: `“${feature.name}” is no longer offered.` });
      },
    });

  return (
    <div className="feature-picker">
      {modalHolder}
      <div
        className={invalid ? 'feature-picker__list feature-picker__list--invalid' : 'feature-picker__list'}
        role="group"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
      >
        {options.map((option) => (
          <div key={option.name} className="feature-picker__option">
            <Checkbox
              checked={isSelected(value, option.name)}
              disabled={disabled}
              onChange={(event) => toggle(option.name, event.target.checked)}
            >
              {option.name}
            </Checkbox>
            {option.saved?.isCustom && !disabled && (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete feature ${option.name}`}
                onClick={() => confirmDelete(option.saved!)}
              />
            )}
          </div>
        ))}
      </div>
      {isError && <Typography.Text type="secondary">Failed to fetch {kind} features; the suggested ones are shown.</Typography.Text>}
      <Space.Compact className="feature-picker__add">
        <label htmlFor={inputId} className="visually-hidden">
          Custom feature
        </label>
        <Input
          id={inputId}
          value={draft}
          disabled={disabled}
          placeholder="Add a custom feature"
          maxLength={60}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault(); // Enter adds the feature; it must not submit the vehicle form
            add();
          }}
        />
        <Button aria-label="Add feature" disabled={disabled} onClick={add}>
          Add
        </Button>
      </Space.Compact>
    </div>
  );
}
