import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs (pino) on stdout. Tests pass level 'silent' or their own destination. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
    },
    destination,
  );
}
