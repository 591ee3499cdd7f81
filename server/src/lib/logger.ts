import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs (pino) on stdout. Tests pass level 'silent' or their own destination.
 *
 * Written asynchronously: a line goes out at once when stdout is free, and lines logged while a
 * write is under way go out together in the next one, so a busy server makes one write per batch
 * instead of one blocking write per request. pino writes what is left when the process exits.
 */
export function createLogger(
  level: string,
  destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false }),
): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
    },
    destination,
  );
}
