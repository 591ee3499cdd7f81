import { Trans, useLingui } from '@lingui/react/macro';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RecruiterSearch, SearchTerm } from '@jobfit/contracts';
import { Label } from 'src/components/label/label';
import { toast } from 'src/components/toaster/toaster';
import { engineText } from 'src/lib/engine-text/engine-text';
import { formatList } from 'src/utils/format';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** A quoted posting or CV line, without its bullet; German quotes in German („…“). */
function useQuote() {
  const { t } = useLingui();
  return (text: string) => {
    const line = text.replace(/^[-•*]\s*/, '');
    return t`“${line}”`;
  };
}

function TermStatus({ found }: { found: boolean }) {
  const { t } = useLingui();
  return <Label color={found ? 'success' : 'error'}>{found ? t`Found` : t`Not found`}</Label>;
}

function Term({ term }: { term: SearchTerm }) {
  const { t, i18n } = useLingui();
  const quote = useQuote();
  const matched = term.matched;
  const anyOf = formatList(
    term.anyOf.map((f) => quote(f)),
    i18n.locale,
    'disjunction',
  );
  return (
    <Box
      component="li"
      aria-label={`${term.query}: ${term.found ? t`found` : t`not found`}`}
      sx={{ p: 1.5, borderRadius: 1.5, bgcolor: 'rgb(145 158 171 / 0.06)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <TermStatus found={term.found} />
        <Typography component="code" variant="body2" sx={{ fontFamily: MONO, fontWeight: 600 }}>
          {term.query}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
        {engineText(i18n, term.reason, term.reasonText)}
        {term.source && term.kind !== 'title' ? ` ${t`Posting: ${quote(term.source.text)}`}` : ''}
      </Typography>
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        {term.found && term.evidence
          ? t`Your CV has “${matched}”: ${quote(term.evidence.text)}`
          : t`Your CV has none of ${anyOf}.`}
      </Typography>
    </Box>
  );
}

/**
 * The Boolean search a recruiter would most likely type into an ATS for this job, whether it
 * returns the CV, and which term keeps it out.
 */
export function RecruiterSearchCard({ search }: { search: RecruiterSearch }) {
  const { t, i18n } = useLingui();
  if (search.terms.length === 0) return null;
  const failing = formatList(
    search.terms.filter((term) => !term.found).map((term) => term.query),
    i18n.locale,
    'disjunction',
  );
  const omitted = formatList(search.omitted, i18n.locale);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(search.query);
      toast.success(t`Search copied.`);
    } catch {
      toast.error(t`Could not copy: select the search and copy it.`);
    }
  };
  return (
    <Card sx={{ p: 3 }} component="section" aria-labelledby="recruiter-search-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ManageSearchRounded sx={{ color: 'info.main' }} />
        <Typography id="recruiter-search-title" component="h2" variant="h6">
          <Trans>Recruiter search</Trans>
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        <Trans>
          The Boolean search a recruiter would most likely type into their ATS for this job: the
          title, and the must-have skills with their other names.
        </Trans>
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          p: 1.5,
          borderRadius: 1.5,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.neutral',
        }}
      >
        <Typography
          component="code"
          aria-label={t`Boolean search`}
          variant="body2"
          sx={{ flexGrow: 1, fontFamily: MONO, wordBreak: 'break-word', userSelect: 'all' }}
        >
          {search.query}
        </Typography>
        <Tooltip title={t`Copy the search`}>
          <IconButton size="small" aria-label={t`Copy the search`} onClick={() => void copy()}>
            <ContentCopyRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Alert severity={search.returned ? 'success' : 'error'} sx={{ my: 2 }}>
        {search.returned
          ? t`Your CV would be returned by this search.`
          : t`Your CV would not be returned: it has no match for ${failing}.`}
      </Alert>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {search.terms.map((term) => (
          <Term key={term.query} term={term} />
        ))}
      </Box>
      {search.omitted.length > 0 && (
        <Typography variant="caption" component="p" sx={{ mt: 2, color: 'text.secondary' }}>
          <Trans>Also required, though a recruiter rarely types them all: {omitted}.</Trans>
        </Typography>
      )}
    </Card>
  );
}
