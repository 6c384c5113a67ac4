// Registers the service worker that keeps the staff app's shell for offline use, and, once a new version has been
// installed and waits, shows 'Update available — Reload' until the person chooses it: the code never changes by
// itself under a half-filled form. Reload hands over to the new worker and loads the page again on its code.
import { useRef, useState } from 'react';
import { Alert, Button, ConfigProvider } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { useRegisterSW } from 'virtual:pwa-register/react';

// A tablet left open all day still hears of a release: the browser checks on navigation, and this every hour.
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const BANNER_ROOM = 96;
// The browser lets the new worker in only once the old one has finished what it is doing, and a reload can stall on a
// worker that is changing over: whatever holds the page back, it is asked for again after this.
const HAND_OVER_MS = 10_000;

let reloading = false;
/** Reloads, once however many ways ask for it. This page runs on until the next one arrives: should that not have
 * happened in time, it asks again, waiting twice as long each time (a page only slow to come is not cut off for good). */
function reloadUntilReplaced() {
  if (reloading) return;
  reloading = true;
  const ask = (wait: number) => {
    window.location.reload();
    setTimeout(() => ask(wait * 2), wait);
  };
  ask(HAND_OVER_MS);
}

/**
 * Reloads once the worker now in charge has finished starting (taking over, clearing the old version's files), so the
 * page is not asked for while it changes over; a release whose worker never gets there still reloads, after a while.
 */
function reloadWhenActive() {
  const worker = navigator.serviceWorker.controller;
  if (!worker || worker.state === 'activated') return reloadUntilReplaced();
  worker.addEventListener('statechange', () => worker.state !== 'activating' && reloadUntilReplaced());
  setTimeout(reloadUntilReplaced, HAND_OVER_MS);
}

export default function UpdatePrompt() {
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined);
  const [handingOver, setHandingOver] = useState(false);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: false, // after the page has loaded, so precaching never competes with the first screen
    onNeedReload: reloadWhenActive, // another tab let the new worker in: this one reloads on its code too
    onRegisteredSW(_url, registered) {
      registration.current = registered;
      if (!registered) return;
      setInterval(() => {
        if (navigator.onLine) registered.update().catch(() => {}); // a failed check waits for the next one
      }, UPDATE_CHECK_MS);
    },
  });

  if (!needRefresh) return null;

  const reload = async () => {
    setHandingOver(true);
    // Another tab may have let the new worker in already: then a plain reload runs the new code.
    if (!registration.current?.waiting) return reloadUntilReplaced();
    // The page reloads once the new worker controls it and is ready (also for a page the old one only claimed, which
    // workbox does not count as an update).
    navigator.serviceWorker.addEventListener('controllerchange', reloadWhenActive, { once: true });
    setTimeout(reloadUntilReplaced, HAND_OVER_MS);
    await updateServiceWorker(true);
  };

  return (
    <>
      {/* Room below the page, so the banner never covers the last of a form (its Save button, say). */}
      <div aria-hidden style={{ height: BANNER_ROOM }} />
      <div
        style={{
          position: 'fixed',
          insetInline: 0,
          bottom: 16,
          zIndex: 1100,
          display: 'flex',
          justifyContent: 'center',
          padding: '0 16px',
          pointerEvents: 'none',
        }}
      >
        <ConfigProvider theme={{ token: { colorInfo: '#004225', colorInfoBg: '#eef5f0', colorInfoBorder: '#b7d3c0' } }}>
          <Alert
            type="info"
            showIcon
            icon={<CloudDownloadOutlined />}
            style={{ pointerEvents: 'auto', alignItems: 'center', boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)' }}
            title={
              <span style={{ display: 'flex', alignItems: 'center', gap: 12, fontWeight: 500 }}>
                <span>Update available — </span>
                <Button type="primary" loading={handingOver} onClick={reload}>
                  Reload
                </Button>
              </span>
            }
          />
        </ConfigProvider>
      </div>
    </>
  );
}
