import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The realtime connection: not started, first connect, up, retrying, or given up / no network. */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** Connection state (never the socket itself: that lives in the listener middleware). */
export interface ConnectionState {
  status: ConnectionStatus;
  /** How many times the socket has connected; above 1 means it reconnected. */
  connects: number;
}

/** The state before the socket is started. */
export const initialConnectionState: ConnectionState = { status: 'idle', connects: 0 };

/** The connection slice, driven by socket events. */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState: initialConnectionState,
  reducers: {
    socketConnecting(state) {
      state.status = 'connecting';
    },
    socketConnected(state) {
      state.status = 'connected';
      state.connects += 1;
    },
    /** The socket dropped; `willReconnect` says whether socket.io keeps trying on its own. */
    socketDisconnected(state, action: PayloadAction<{ willReconnect: boolean }>) {
      state.status = action.payload.willReconnect ? 'reconnecting' : 'offline';
    },
    socketStopped(state) {
      state.status = 'idle';
    },
  },
  selectors: {
    selectConnectionStatus: (state) => state.status,
    /** How many times the socket has connected (changes on every reconnect). */
    selectConnectCount: (state) => state.connects,
  },
});

export const { socketConnected, socketConnecting, socketDisconnected, socketStopped } =
  connectionSlice.actions;

export const { selectConnectCount, selectConnectionStatus } = connectionSlice.selectors;
