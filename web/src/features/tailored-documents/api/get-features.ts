import { Features } from '@jobfit/contracts';
import useSWR from 'swr';
import type { z } from 'zod';
import { apiRequest } from 'src/lib/api-client';

const FEATURES_URL = '/api/me/features';

function getFeatures(url: string): Promise<z.infer<typeof Features>> {
  return apiRequest(url, Features);
}

/** What the server and plan offer (`llm`: rephrasing). Unknown or failed means off. */
export function useFeatures() {
  return useSWR(FEATURES_URL, getFeatures, { revalidateOnFocus: false });
}
