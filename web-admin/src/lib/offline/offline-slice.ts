// What the header badge and the offline banner show: whether the server can be reached, how old the data on screen
// is when it came from the tablet's copy, and how the outbox stands (waiting, syncing n of m, conflicts, refused).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface OutboxCounts {
  /** Changes waiting to be sent. */
  waiting: number;
  /** Changes that clash with someone else's and wait for a person to choose. */
  conflicts: number;
  /** Changes the server refused (with its reason), waiting to be fixed or discarded. */
  refused: number;
}

export interface OfflineState {
  online: boolean;
  /** When the oldest data shown since the connection dropped was read from the server (ms), if any came from the copy. */
  dataFrom: number | null;
  outbox: OutboxCounts;
  /** While the outbox is replaying: how far it is. */
  sync: { done: number; total: number } | null;
  /** The session ended while changes wait: they go after the next sign-in. */
  needsSignIn: boolean;
}

const initialState: OfflineState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  dataFrom: null,
  outbox: { waiting: 0, conflicts: 0, refused: 0 },
  sync: null,
  needsSignIn: false,
};

export const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    wentOnline(state) {
      state.online = true;
      state.dataFrom = null;
    },
    wentOffline(state) {
      state.online = false;
    },
    servedFromCopy(state, action: PayloadAction<number>) {
      state.online = false;
      state.dataFrom = state.dataFrom === null ? action.payload : Math.min(state.dataFrom, action.payload);
    },
    outboxCounted(state, action: PayloadAction<OutboxCounts>) {
      state.outbox = action.payload;
    },
    syncProgressed(state, action: PayloadAction<{ done: number; total: number } | null>) {
      state.sync = action.payload;
    },
    signInNeeded(state, action: PayloadAction<boolean>) {
      state.needsSignIn = action.payload;
    },
  },
});

export const { wentOnline, wentOffline, servedFromCopy, outboxCounted, syncProgressed, signInNeeded } = offlineSlice.actions;
