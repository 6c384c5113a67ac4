// 'View as of': the whole car or campervan as it stood right after one change of its history, rebuilt from the log.
import { useEffect } from 'react';
import { Alert, Descriptions, Modal, Spin } from 'antd';
import type { HistoryEntry } from '@forecourt/contracts/audit';
import { CAMPERVAN_FIELD_LABELS, CAR_FIELD_LABELS } from '../../lib/field-labels.ts';
import { fieldValue } from '../../lib/field-values.ts';
import { formatWhen } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useLazyGetVehicleAsOfQuery, type VehicleKind } from '../../lib/vehicle-history-api.ts';

const LABELS: Record<VehicleKind, Record<string, string>> = { car: CAR_FIELD_LABELS, campervan: CAMPERVAN_FIELD_LABELS };

export function VehicleAsOfDialog({ kind, id, entry, onClose }: { kind: VehicleKind; id: number; entry: HistoryEntry; onClose: () => void }) {
  const [load, state] = useLazyGetVehicleAsOfQuery();
  useEffect(() => {
    void load({ kind, id, asOf: entry.recordedAt });
  }, [load, kind, id, entry.recordedAt]);
  const record = state.data;
  const labels = LABELS[kind];

  return (
    <Modal open title={`As of ${formatWhen(entry.recordedAt)} (version ${entry.version})`} onCancel={onClose} footer={null} width={720}>
      {state.isFetching || (!record && !state.isError) ? (
        <Spin style={{ display: 'block', padding: 24 }} />
      ) : state.isError || !record ? (
        <Alert type="warning" showIcon title={errorMessage(state.error, 'It did not exist at that moment.')} />
      ) : (
        <>
          {typeof record.imageUrl === 'string' && record.imageUrl && (
            <img src={record.imageUrl} alt="Main image at that time" style={{ width: '100%', maxHeight: 260, objectFit: 'cover', borderRadius: 8, marginBottom: 16 }} />
          )}
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            bordered
            items={Object.entries(labels)
              .filter(([field]) => field !== 'imageUrl')
              .map(([field, label]) => ({ key: field, label, children: fieldValue(field, record[field]) }))}
          />
        </>
      )}
    </Modal>
  );
}
