import { apiRoutes } from '@jobfit/contracts';
import { mutate } from 'swr';
import { apiCall } from 'src/lib/api-client';
import { CALENDAR_FEED_URL } from './get-calendar-feed';

/** DELETE /api/calendar/feed → 204: the subscription link stops working. */
export async function disableCalendarFeed(): Promise<void> {
  await apiCall(apiRoutes.disableCalendarFeed);
  await mutate(CALENDAR_FEED_URL, { enabled: false, createdAt: null }, false);
}
