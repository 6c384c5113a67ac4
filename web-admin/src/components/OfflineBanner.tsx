// Under the header while the server cannot be reached: what the screen shows came from the tablet, and from when.
import { Alert } from 'antd';
import { useOffline } from '../lib/offline/use-offline.ts';
import { formatShortDayAndTime } from '../lib/dates.ts';

export function OfflineBanner() {
  const { online, dataFrom } = useOffline();
  if (online) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      title={dataFrom ? `Offline — showing data from ${formatShortDayAndTime(dataFrom)}` : 'Offline — changes are kept on this tablet and sent when the network is back'}
    />
  );
}
