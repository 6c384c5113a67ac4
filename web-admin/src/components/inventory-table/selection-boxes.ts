// antd's checkbox, which a list draws only while vehicles are being chosen for one change (the cards' boxes, and the
// table's row selection, which fetches the same code): it comes once a list that can choose is drawn and the tablet
// is idle, not with the list.
import type { ComponentType } from 'react';
import type { CheckboxProps } from 'antd';
import { onDemand } from '../../lib/on-demand.ts';

export const loadSelectionBox = onDemand(async (): Promise<ComponentType<CheckboxProps>> => (await import('antd/es/checkbox')).default);
