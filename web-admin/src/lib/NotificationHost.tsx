// antd's notification, as every screen's toasts show: top right for five seconds and one at a time. Fetched once the
// screen is drawn (lib/feedback.tsx), so no screen waits for it to open.
import { useEffect } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';
import useNotification from 'antd/es/notification/useNotification';

export function NotificationHost({ onReady }: { onReady: (notification: NotificationInstance) => void }) {
  const [notification, holder] = useNotification({ placement: 'topRight', duration: 5, maxCount: 1 });
  useEffect(() => onReady(notification), [notification, onReady]);
  return holder;
}
