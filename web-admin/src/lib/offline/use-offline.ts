// The offline state as the screens read it.
import { useSelector } from 'react-redux';
import type { OfflineState } from './offline-slice.ts';

export const useOffline = (): OfflineState => useSelector((state: { offline: OfflineState }) => state.offline);
