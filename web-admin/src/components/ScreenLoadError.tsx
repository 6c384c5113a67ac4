// What the router shows in a screen's place when the screen could not be opened: most often its code could not be
// fetched (the Wi-Fi dropped on a tablet that does not hold the app yet, or a release replaced the files). It says so in
// words and offers to try again, with the menu still there to go elsewhere, instead of the router's page for developers.
// It is part of the app's start, so it shows with no network at all.
import { useEffect } from 'react';
import { useRouteError } from '../lib/router/RouterProvider.tsx';
import { SCREEN_LOAD_FAILED } from './screen-load-failed.ts';
import { RetryAlert } from './RetryAlert.tsx';

export function ScreenLoadError() {
  const error = useRouteError();
  // Once for each failure, not on every drawing of the message.
  useEffect(() => console.warn('A screen could not be opened', error), [error]);
  return <RetryAlert title={SCREEN_LOAD_FAILED} onRetry={() => window.location.reload()} />;
}
