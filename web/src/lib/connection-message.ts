import { msg } from '@lingui/core/macro';

/**
 * What the reader is told when the API is down or busy: descriptors, so this file imports nothing
 * and the first load's error screen can show them without moving Lingui's core out of the entry
 * chunk. Their ids are their English text: they may show before any catalog has loaded
 * (decision 205).
 *
 * @example i18n._(CONNECTION_MESSAGES[error.kind])
 */
export const CONNECTION_MESSAGES = {
  offline: msg({
    id: 'Jobfit cannot be reached right now. Check your connection; we will retry by ourselves.',
    message:
      'Jobfit cannot be reached right now. Check your connection; we will retry by ourselves.',
  }),
  busy: msg({
    id: 'Jobfit is busy right now. We will retry in a few seconds.',
    message: 'Jobfit is busy right now. We will retry in a few seconds.',
  }),
};
