// The Redux store: the api's cache and middleware, the offline state (connection, outbox, sync), and the focus and
// reconnect listeners the current-user query uses. The offline work starts with it.
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api.ts';
import { offlineSlice } from './offline/offline-slice.ts';
import { startOfflineWork } from './offline/wiring.ts';

export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, [offlineSlice.name]: offlineSlice.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});
setupListeners(store.dispatch);
startOfflineWork(store.dispatch);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
