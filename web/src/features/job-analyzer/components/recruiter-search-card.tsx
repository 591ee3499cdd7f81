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

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

const quote = (text: string) => `“${text.replace(/^[-•*]\s*/, '')}”`;

function TermStatus({ found }: { found: boolean }) {
  return <Label color={found ? 'success' : 'error'}>{found ? 'Found' : 'Not found'}</Label>;
}

function Term({ term }: { term: SearchTerm }) {
  return (
    <Box
      component="li"
      aria-label={`${term.query}: ${term.found ? 'found' : 'not found'}`}
      sx={{ p: 1.5, borderRadius: 1.5, bgcolor: 'rgb(145 158 171 / 0.06)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <TermStatus found={term.found} />
        <Typography component="code" variant="body2" sx={{ fontFamily: MONO, fontWeight: 600 }}>
          {term.query}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
        {term.reason}
        {term.source && term.kind !== 'title' ? ` Posting: ${quote(term.source.text)}` : ''}
      </Typography>
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        {term.found && term.evidence
          ? `Your CV has “${term.matched}”: ${quote(term.evidence.text)}`
          : `Your CV has none of ${term.anyOf.map((f) => `“${f}”`).join(', ')}.`}
      </Typography>
    </Box>
  );
}

/**
 * The Boolean search a recruiter would most likely type into an ATS for this job, whether it
 * returns the CV, and which term keeps it out.
 */
export function RecruiterSearchCard({ search }: { search: RecruiterSearch }) {
  if (search.terms.length === 0) return null;
  const failing = search.terms.filter((t) => !t.found);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(search.query);
      toast.success('Search copied.');
    } catch {
      toast.error('Could not copy: select the search and copy it.');
    }
  };
  return (
    <Card sx={{ p: 3 }} component="section" aria-labelledby="recruiter-search-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ManageSearchRounded sx={{ color: 'info.main' }} />
        <Typography id="recruiter-search-title" component="h2" variant="h6">
          Recruiter search
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        The Boolean search a recruiter would most likely type into their ATS for this job: the
        title, and the must-have skills with their other names.
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
          aria-label="Boolean search"
          variant="body2"
          sx={{ flexGrow: 1, fontFamily: MONO, wordBreak: 'break-word', userSelect: 'all' }}
        >
          {search.query}
        </Typography>
        <Tooltip title="Copy the search">
          <IconButton size="small" aria-label="Copy the search" onClick={() => void copy()}>
            <ContentCopyRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Alert severity={search.returned ? 'success' : 'error'} sx={{ my: 2 }}>
        {search.returned
          ? 'Your CV would be returned by this search.'
          : `Your CV would not be returned: it has no match for ${failing.map((t) => t.query).join(' or ')}.`}
      </Alert>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {search.terms.map((t) => (
          <Term key={t.query} term={t} />
        ))}
      </Box>
      {search.omitted.length > 0 && (
        <Typography variant="caption" component="p" sx={{ mt: 2, color: 'text.secondary' }}>
          Also required, though a recruiter rarely types them all: {search.omitted.join(', ')}.
        </Typography>
      )}
    </Card>
  );
}
