import { t } from '@lingui/core/macro';
/** Posting files read in the browser; HTML is sent as is (the engine reads JSON-LD and markup). */
export const POSTING_FILE_ACCEPT = '.txt,.text,.md,.html,.htm';
const MAX_BYTES = 2 * 1024 * 1024;

export async function readPostingFile(file: File): Promise<string> {
  if (!/\.(txt|text|md|html?)$/i.test(file.name) && !/^text\//.test(file.type)) {
    throw new Error(t`Drop a .txt or .html file with the job posting.`);
  }
  if (file.size > MAX_BYTES) throw new Error(t`That file is too large for a job posting.`);
  return file.text();
}
