// 'View as of': the whole car or campervan as it stood right after one change of its history, rebuilt from the log.
import { useEffect } from 'react';
import { Alert, Descriptions, Modal, Spin, type DescriptionsProps } from 'antd';
import type { HistoryEntry } from '@forecourt/contracts/audit';
import { CAMPERVAN_FIELD_LABELS, CAR_FIELD_LABELS } from '../../lib/field-labels.ts';
import { fieldValue } from '../../lib/field-values.ts';
import { formatWhen } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useLazyGetVehicleAsOfQuery, type VehicleKind } from '../../lib/vehicle-history-api.ts';
import './vehicle-history.css';

/** Fields whose values run long: each gets a row of its own. */
const WHOLE_ROW = new Set(['description', 'features']);

const LABELS: Record<VehicleKind, Record<string, string>> = { car: CAR_FIELD_LABELS, campervan: CAMPERVAN_FIELD_LABELS };

/**
 * The rows of the dialog: the short values two to a row, then each long text in a row of its own, so a long text
 * never squeezes the short values beside it into pieces ('Por/sch/e').
 */
function itemsOf(labels: Record<string, string>, record: Record<string, unknown>): DescriptionsProps['items'] {
  const fields = Object.entries(labels).filter(([field]) => field !== 'imageUrl');
  const short = fields.filter(([field]) => !WHOLE_ROW.has(field));
  const long = fields.filter(([field]) => WHOLE_ROW.has(field));
  const item = ([field, label]: [string, string]) => ({ key: field, label, children: fieldValue(field, record[field]) });
  return [
    ...short.map((entry, i) => ({ ...item(entry), ...(i === short.length - 1 && short.length % 2 === 1 ? { span: 'filled' as const } : {}) })),
    ...long.map((entry) => ({ ...item(entry), span: { xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 } })),
  ];
}

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
            className="vehicle-as-of"
            column={{ xs: 1, sm: 2 }}
            size="small"
            bordered
            items={itemsOf(labels, record)}
          />
        </>
      )}
    </Modal>
  );
}
