import { EngineError } from '@jobfit/engine';
import { describe, expect, it } from 'vitest';
import { errorAnswer } from '../errors.ts';
import { createLogger } from '../logger.ts';
import { PoolBusyError } from '../worker-pool.ts';

// Errors that reach the app's error handler as they are, worded in the request's language
// (decisions 196 and 207).
const logger = createLogger('silent');
const answer = (err: Error, locale?: 'en' | 'de') =>
  errorAnswer(err, logger, { requestId: 'r', path: '/api/cv/upload', locale });

describe('error answers in the request’s language', () => {
  it('words an engine error by its key, in English as the engine wrote it without a locale', () => {
    const err = new EngineError('encrypted', { key: 'pdf_encrypted' });
    expect(answer(err, 'de')).toEqual({
      status: 422,
      body: {
        error: {
          code: 'unreadable_document',
          message:
            'Dieses PDF ist passwortgeschützt: Entfernen Sie das Passwort und laden Sie es erneut hoch.',
          details: { reason: 'encrypted' },
        },
      },
    });
    expect(answer(err).body.error.message).toBe(err.message);
  });

  it('answers a full worker pool with 503 and a retry delay, in German too', () => {
    const german = answer(new PoolBusyError(3), 'de');
    expect(german.status).toBe(503);
    expect(german.headers).toEqual({ 'Retry-After': '3' });
    expect(german.body.error).toEqual({
      code: 'unavailable',
      message: 'Der Server ist ausgelastet: Versuchen Sie es in ein paar Sekunden erneut.',
    });
    expect(answer(new PoolBusyError(3)).body.error.message).toBe(
      'The server is busy: try again in a few seconds.',
    );
  });
});
