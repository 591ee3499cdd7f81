import { CreateJobDateInput, JobDatesQuery } from '@jobfit/contracts';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { AppEnv } from '../../lib/context.ts';
import { errorBody, requestLocale } from '../../lib/errors.ts';
import { say } from '../../lib/i18n/server-text.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { calendarEntries } from './_entries.ts';
import { buildCalendar } from './_ics.ts';
import {
  addJobDate,
  calendarFeedOwner,
  calendarFeedStatus,
  createCalendarFeedLink,
  deleteJobDate,
  disableCalendarFeed,
  listJobDates,
} from './calendar.service.ts';

const IdParam = z.object({ id: z.uuid('No such date') });

const appUrl = (c: Context<AppEnv>) => (c.var.auth.options.baseURL ?? '').replace(/\/+$/, '');

async function icsResponse(c: Context<AppEnv>, userId: string) {
  const now = c.var.now();
  const entries = await calendarEntries(c.var.db, userId, now);
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Cache-Control', 'private, no-store');
  return c.body(buildCalendar(entries, { appUrl: appUrl(c), now, locale: requestLocale(c) }));
}

/**
 * /api/calendar: interviews and follow-ups of tracked jobs, and the calendar of every dated
 * thing (decision 171) as a download or a private subscription link that needs no session.
 */
export const calendarRoutes = new Hono<AppEnv>()
  // Registered before the subscription route, whose pattern `download.ics` would also match.
  .get('/download.ics', requireUser, async (c) => {
    c.header('Content-Disposition', contentDisposition('jobfit-calendar.ics'));
    return icsResponse(c, c.var.user.id);
  })
  .get('/:file{[A-Za-z0-9_-]+\\.ics}', async (c) => {
    const token = c.req.param('file').slice(0, -'.ics'.length);
    const userId = await calendarFeedOwner(c.var.db, token);
    if (!userId) {
      return c.json(errorBody('not_found', say('calendar.no_feed').in(requestLocale(c))), 404);
    }
    return icsResponse(c, userId);
  })
  .get('/feed', requireUser, async (c) => c.json(await calendarFeedStatus(c.var.db, c.var.user.id)))
  .post('/feed', requireUser, async (c) =>
    c.json(await createCalendarFeedLink(c.var.db, c.var.user.id, appUrl(c), c.var.now()), 201),
  )
  .delete('/feed', requireUser, async (c) => {
    await disableCalendarFeed(c.var.db, c.var.user.id);
    return c.body(null, 204);
  })
  .get('/dates', requireUser, validate('query', JobDatesQuery), async (c) =>
    c.json(await listJobDates(c.var.db, c.var.user.id, c.req.valid('query').jobTargetId)),
  )
  .post('/dates', requireUser, validate('json', CreateJobDateInput), async (c) =>
    c.json(await addJobDate(c.var.db, c.var.user.id, c.req.valid('json')), 201),
  )
  .delete('/dates/:id', requireUser, validate('param', IdParam), async (c) => {
    await deleteJobDate(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
