import { CONNECTION_MESSAGES } from './connection-message';

/**
 * Whether the API can be reached, as the last request found it: `offline` (no answer at all),
 * `busy` (429 or a 502/503/504 gateway answer) or `ok`. One small store, no dependencies, so the
 * first load (session check, guards) can use it (decision 090). The banner reads it and retries.
 */
export type ConnectionState = 'ok' | 'offline' | 'busy';

let state: ConnectionState = 'ok';
const listeners = new Set<() => void>();

export function getConnectionState(): ConnectionState {
  return state;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportConnection(next: ConnectionState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** A request that got no usable answer: the API is down, unreachable or too busy. */
export class ConnectionError extends Error {
  readonly kind: 'offline' | 'busy';
  readonly status: number;

  // The English (a descriptor's id is its English text) unless the caller words it for the reader.
  constructor(kind: 'offline' | 'busy', status = 0, message = CONNECTION_MESSAGES[kind].id) {
    super(message);
    this.name = 'ConnectionError';
    this.kind = kind;
    this.status = status;
  }
}

const BUSY_STATUSES = new Set([429, 502, 503, 504]);

/**
 * `fetch` that records the connection state: a network failure or a busy answer throws a
 * `ConnectionError` (with a message a user can act on, never "Failed to fetch"); any other
 * answer is returned as is and means the API is reachable.
 */
export async function fetchWithConnection(input: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    reportConnection('offline');
    throw new ConnectionError('offline');
  }
  if (BUSY_STATUSES.has(response.status)) {
    reportConnection('busy');
    throw new ConnectionError('busy', response.status);
  }
  reportConnection('ok');
  return response;
}

export function isConnectionError(error: unknown): error is ConnectionError {
  return error instanceof ConnectionError;
}
