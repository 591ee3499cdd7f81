import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import {
  CalendarFeedLink,
  CalendarFeedStatus,
  CreateJobDateInput,
  JobDate,
  JobDateList,
  JobDatesQuery,
} from '../calendar.ts';
import { idParam } from './_shared.ts';

const ICS = 'text/calendar';

/** /api/calendar: interviews and follow-ups, and the calendar of them (decision 171). */
export const calendarRoutes = {
  downloadCalendar: {
    method: 'get',
    path: '/api/calendar/download.ics',
    tag: 'calendar',
    summary: 'Download every dated thing as an iCalendar file',
    access: 'user',
    response: { status: 200, description: 'The calendar (attachment).', contentType: ICS },
    errors: [401],
  },
  getCalendarFeed: {
    method: 'get',
    path: '/api/calendar/{file}',
    tag: 'calendar',
    summary: 'The private subscription calendar (the link is the key; no session)',
    access: 'public',
    params: z.object({
      file: z
        .string()
        .regex(/^[A-Za-z0-9_-]+\.ics$/)
        .meta({ description: 'The secret token of the link, then `.ics`.' }),
    }),
    response: { status: 200, description: 'The calendar.', contentType: ICS },
    errors: [404],
  },
  getCalendarFeedStatus: {
    method: 'get',
    path: '/api/calendar/feed',
    tag: 'calendar',
    summary: 'Whether the subscription link is on',
    access: 'user',
    response: { status: 200, description: 'The status.', schema: CalendarFeedStatus },
    errors: [401],
  },
  createCalendarFeedLink: {
    method: 'post',
    path: '/api/calendar/feed',
    tag: 'calendar',
    summary: 'Make a new subscription link (any earlier link stops working)',
    access: 'user',
    response: { status: 201, description: 'The link, shown this once.', schema: CalendarFeedLink },
    errors: [401],
  },
  disableCalendarFeed: {
    method: 'delete',
    path: '/api/calendar/feed',
    tag: 'calendar',
    summary: 'Turn the subscription link off',
    access: 'user',
    response: { status: 204, description: 'Turned off.' },
    errors: [401],
  },
  listJobDates: {
    method: 'get',
    path: '/api/calendar/dates',
    tag: 'calendar',
    summary: 'A job’s interviews and follow-ups, soonest first',
    access: 'user',
    query: JobDatesQuery,
    response: { status: 200, description: 'The dates.', schema: JobDateList },
    errors: [400, 401, 404],
  },
  addJobDate: {
    method: 'post',
    path: '/api/calendar/dates',
    tag: 'calendar',
    summary: 'Add an interview or a follow-up to a job',
    access: 'user',
    body: CreateJobDateInput,
    response: { status: 201, description: 'The date.', schema: JobDate },
    // 409: the job already holds JOB_DATES_MAX_PER_JOB dates.
    errors: [400, 401, 404, 409],
  },
  deleteJobDate: {
    method: 'delete',
    path: '/api/calendar/dates/{id}',
    tag: 'calendar',
    summary: 'Remove an interview or a follow-up',
    access: 'user',
    params: idParam('date'),
    response: { status: 204, description: 'Removed.' },
    errors: [400, 401, 404],
  },
} as const satisfies Record<string, ApiRoute>;
