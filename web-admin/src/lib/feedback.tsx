// Every screen's toasts (SPEC's notifications): antd's notification, top right for five seconds and one at a time,
// inside the wrapper antd's App draws (its class gives text outside antd's controls antd's font and colour). antd's
// App would also make every screen, the login page first, load a dialog and a message list that no screen takes from
// it: the few that ask for a confirmation make their own (Modal.useModal).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import useNotification from 'antd/es/notification/useNotification';
import useAppStyle from 'antd/es/app/style';

interface Feedback {
  notification: NotificationInstance;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [notification, holder] = useNotification({ placement: 'topRight', duration: 5, maxCount: 1 });
  const value = useMemo(() => ({ notification }), [notification]);
  return (
    <FeedbackContext.Provider value={value}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {holder}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}

/** The screen's toasts; only inside FeedbackProvider (ThemeProvider puts it around every screen). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback is used outside FeedbackProvider.');
  return feedback;
}
