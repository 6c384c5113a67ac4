// Every screen's toasts (SPEC's notifications): antd's notification, top right for five seconds and one at a time,
// inside the wrapper antd's App draws (its class gives text outside antd's controls antd's font and colour). antd's
// App would also make every screen, the login page first, load a dialog and a message list that no screen takes from
// it: the few that ask for a confirmation make their own (Modal.useModal).
//
// No screen shows a toast as it opens, so antd's notification (about 7 KB gzip) comes once the screen is drawn: when
// the tablet is first idle, or at once on a first visit while no worker holds the app's files. A toast asked for
// before it is in shows the moment it arrives; should its code not arrive (the Wi-Fi gone on a first visit), the toast
// is still shown, as an alert in the same corner.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, ConfigProvider } from 'antd';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import useAppStyle from 'antd/es/app/style';
import { onDemand } from './on-demand.ts';
import { usePreloadWhenIdle } from './preload-when-idle.ts';
import type { NotificationHost } from './NotificationHost.tsx';

interface Feedback {
  notification: NotificationInstance;
}

type Kind = 'success' | 'error' | 'info' | 'warning';
type Toast = { kind: Kind | 'open'; config: ArgsProps };

const FeedbackContext = createContext<Feedback | null>(null);
const loadHost = onDemand(async () => (await import('./NotificationHost.tsx')).NotificationHost);
const SHOWN_MS = 5_000;

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [Host, setHost] = useState<ComponentType<Parameters<typeof NotificationHost>[0]> | null>(null);
  const live = useRef<NotificationInstance | null>(null);
  const waiting = useRef<Toast[]>([]);
  // The toast shown while antd's could not be fetched.
  const [stranded, setStranded] = useState<Toast | null>(null);

  const bring = useCallback(
    () =>
      loadHost().then(
        (host) => setHost(() => host),
        (error: unknown) => {
          const last = waiting.current.at(-1);
          waiting.current = [];
          if (last) setStranded(last);
          throw error;
        },
      ),
    [],
  );
  usePreloadWhenIdle(bring);

  const ready = useCallback((notification: NotificationInstance) => {
    live.current = notification;
    for (const { kind, config } of waiting.current.splice(0)) notification[kind](config);
  }, []);

  const notification = useMemo<NotificationInstance>(() => {
    const show = (kind: Toast['kind']) => (config: ArgsProps) => {
      if (live.current) return live.current[kind](config);
      waiting.current.push({ kind, config });
      void bring().catch(() => {});
    };
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
      open: show('open'),
      destroy: (key) => {
        if (live.current) live.current.destroy(key);
        waiting.current = key === undefined ? [] : waiting.current.filter((toast) => toast.config.key !== key);
        setStranded(null);
      },
    };
  }, [bring]);

  useEffect(() => {
    if (!stranded) return;
    const gone = setTimeout(() => setStranded(null), SHOWN_MS);
    return () => clearTimeout(gone);
  }, [stranded]);

  const value = useMemo(() => ({ notification }), [notification]);
  return (
    <FeedbackContext.Provider value={value}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {Host ? <Host onReady={ready} /> : null}
        {stranded ? (
          <Alert
            role="alert"
            showIcon
            closable={{ onClose: () => setStranded(null), 'aria-label': 'Close' }}
            type={stranded.kind === 'open' ? 'info' : stranded.kind}
            title={stranded.config.title}
            description={stranded.config.description}
            style={{ position: 'fixed', top: 24, insetInlineEnd: 24, zIndex: 2050, width: 'min(384px, calc(100vw - 48px))' }}
          />
        ) : null}
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
