import { apiPath, apiRoutes, type Features } from '@jobfit/contracts';
import useSWR from 'swr';
import type { z } from 'zod';
import { apiCall } from 'src/lib/api-client';

const FEATURES_URL = apiPath(apiRoutes.getFeatures);

function getFeatures(): Promise<z.infer<typeof Features>> {
  return apiCall(apiRoutes.getFeatures);
}

/** What the server and plan offer (`llm`: rephrasing). Unknown or failed means off. */
export function useFeatures() {
  return useSWR(FEATURES_URL, getFeatures, { revalidateOnFocus: false });
}
