import { apiPath, apiRoutes, type CalendarFeedStatus } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

export const CALENDAR_FEED_URL = apiPath(apiRoutes.getCalendarFeedStatus);

/** GET /api/calendar/download.ics: every deadline, interview and follow-up as one file. */
export const CALENDAR_DOWNLOAD_URL = apiPath(apiRoutes.downloadCalendar);

function getCalendarFeed(): Promise<CalendarFeedStatus> {
  return apiCall(apiRoutes.getCalendarFeedStatus);
}

/** Whether the private subscription link is on (the link itself is shown only when made). */
export function useCalendarFeed() {
  return useSWR(CALENDAR_FEED_URL, getCalendarFeed);
}
