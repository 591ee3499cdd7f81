import { Trans, useLingui } from '@lingui/react/macro';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { CvDraft } from '@jobfit/contracts';
import { lazy, Suspense, useState } from 'react';

// pdf.js is large: it loads with the first page preview, never with the app.
const PdfPages = lazy(() => import('./pdf-pages'));

/** GET route of an upload's original file (owner only). */
const uploadFileUrl = (uploadId: string) => `/api/cv/uploads/${encodeURIComponent(uploadId)}/file`;

type View = 'page' | 'text';

/**
 * The uploaded file beside its parsed fields: the PDF's pages as drawn, and the text as the
 * parser read it, in its order. A Word file cannot be drawn in the browser: its text stands in.
 */
export function SourcePreview({ draft }: { draft: CvDraft }) {
  const { t } = useLingui();
  const isPdf = draft.file.mime === 'application/pdf';
  const [view, setView] = useState<View>(isPdf ? 'page' : 'text');
  const isWord = draft.file.mime.includes('wordprocessingml');
  return (
    <Card
      component="section"
      aria-labelledby="cv-source-title"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: 1 }}
    >
      <Box sx={{ px: 2.5, pt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <DescriptionRounded sx={{ color: 'text.secondary' }} />
        <Typography id="cv-source-title" component="h2" variant="subtitle1" noWrap>
          <Trans>Your file</Trans>
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', ml: 'auto' }} noWrap>
          {draft.file.name}
        </Typography>
      </Box>
      <Tabs
        value={view}
        onChange={(_, v: View) => setView(v)}
        aria-label={t`How to show your file`}
        sx={{ px: 2.5, borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
      >
        {isPdf && <Tab value="page" label={t`Page`} sx={{ minHeight: 44 }} />}
        <Tab value="text" label={t`Text we read`} sx={{ minHeight: 44 }} />
      </Tabs>
      <Box
        sx={{ p: 2, overflow: 'auto', flexGrow: 1, minHeight: 0, bgcolor: 'background.neutral' }}
      >
        {view === 'page' && isPdf && (
          <Suspense
            fallback={
              <Skeleton variant="rectangular" sx={{ width: 1, aspectRatio: '595 / 842' }} />
            }
          >
            <PdfPages url={uploadFileUrl(draft.uploadId)} pages={draft.pages} />
          </Suspense>
        )}
        {view === 'text' && (
          <>
            {isWord && (
              <Alert severity="info" sx={{ mb: 2 }}>
                <Trans>
                  A Word file cannot be drawn here: this is its text, in the order we read it.
                </Trans>
              </Alert>
            )}
            {draft.text ? (
              <Box
                component="pre"
                data-testid="cv-source-text"
                sx={{
                  m: 0,
                  p: 2,
                  bgcolor: 'background.paper',
                  borderRadius: 1,
                  typography: 'body2',
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                  fontSize: 12.5,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {draft.text}
              </Box>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <Trans>Upload the file again to see the text we read from it.</Trans>
              </Typography>
            )}
          </>
        )}
      </Box>
    </Card>
  );
}
