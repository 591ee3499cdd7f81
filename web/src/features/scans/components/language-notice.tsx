import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import type { ScanResult } from '@jobfit/contracts';

/** A language's name in the reader's own language ("German" in English, "Deutsch" in German). */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Says so when the posting or the CV is not in English: the engine's rules read English only
 * (docs/decisions/185), so a German posting's keywords and score would otherwise look trustworthy.
 */
export function LanguageNotice({ languages }: { languages: ScanResult['languages'] }) {
  const { i18n } = useLingui();
  const other = (code: string | undefined) =>
    code && code !== 'en' ? languageName(code, i18n.locale) : undefined;
  const posting = other(languages?.posting);
  const cv = other(languages?.cv);
  if (!posting && !cv) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      {posting && cv ? (
        <Trans>
          This posting seems to be in {posting} and your CV in {cv}. Jobfit reads English only for
          now, so the keywords, checks and score may miss much of what they say.
        </Trans>
      ) : posting ? (
        <Trans>
          This posting seems to be in {posting}. Jobfit reads English postings only for now, so its
          keywords and your score may miss much of what it asks.
        </Trans>
      ) : (
        <Trans>
          Your CV seems to be in {cv}. Jobfit reads English CVs only for now, so the match may miss
          much of what your CV shows.
        </Trans>
      )}
    </Alert>
  );
}
