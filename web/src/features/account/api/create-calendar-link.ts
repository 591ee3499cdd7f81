import { apiRoutes, type CalendarFeedLink } from '@jobfit/contracts';
import { mutate } from 'swr';
import { apiCall } from 'src/lib/api-client';
import { CALENDAR_FEED_URL } from './get-calendar-feed';

/** POST /api/calendar/feed → 201: a new private link; the previous one stops working. */
export async function createCalendarLink(): Promise<CalendarFeedLink> {
  const link = await apiCall(apiRoutes.createCalendarFeedLink);
  await mutate(CALENDAR_FEED_URL, { enabled: true, createdAt: link.createdAt }, false);
  return link;
}
