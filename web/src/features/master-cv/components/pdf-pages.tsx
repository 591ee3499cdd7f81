import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState } from 'react';
import { getDocumentProxy } from 'unpdf';
import { errorMessage } from 'src/lib/api-error';

// Draws the pages of the uploaded PDF with pdf.js (unpdf's browser build), loaded only by the
// review screen (React.lazy), so no other page pays for it (decision 122).

/** More pages than a CV has are left out: the fields cover what matters. */
const MAX_PAGES = 4;

type PdfPagesProps = {
  /** Where the original file is served to its owner. */
  url: string;
  /** Pages reported by the parser, for the placeholder's height. */
  pages?: number | undefined;
};

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; pages: number; total: number }
  | { kind: 'error'; message: string };

export default function PdfPages({ url, pages = 1 }: PdfPagesProps) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) {
        throw new Error(
          res.status === 404
            ? t`The uploaded file is no longer kept (uploads wait a day for review). Upload it again to see it here.`
            : t`Could not load your file.`,
        );
      }
      const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
      try {
        const count = Math.min(pdf.numPages, MAX_PAGES);
        const width = box.current?.clientWidth || 600;
        const canvases: HTMLCanvasElement[] = [];
        for (let n = 1; n <= count; n++) {
          const page = await pdf.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const scale = (width / base.width) * Math.min(window.devicePixelRatio || 1, 2);
          const viewport = page.getViewport({ scale });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', t`Page ${n} of your uploaded CV`);
          canvas.dataset.page = String(n);
          Object.assign(canvas.style, {
            width: '100%',
            height: 'auto',
            display: 'block',
            background: '#fff',
            boxShadow: '0 1px 4px rgb(0 0 0 / 0.16)',
            borderRadius: '4px',
          });
          const context = canvas.getContext('2d');
          if (!context) throw new Error(t`Your browser cannot draw the page.`);
          await page.render({ canvas, canvasContext: context, viewport }).promise;
          canvases.push(canvas);
        }
        if (cancelled || !box.current) return;
        box.current.replaceChildren(...canvases);
        setState({ kind: 'ready', pages: count, total: pdf.numPages });
      } finally {
        void pdf.loadingTask.destroy();
      }
    };
    run().catch((err: unknown) => {
      if (cancelled) return;
      setState({
        kind: 'error',
        message: errorMessage(err, t`Could not draw your file.`),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [url]);

  const shown = state.kind === 'ready' ? state.pages : 0;
  const total = state.kind === 'ready' ? state.total : 0;
  return (
    <Box>
      {state.kind === 'error' && <Alert severity="info">{state.message}</Alert>}
      {state.kind === 'loading' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {Array.from({ length: Math.min(pages, MAX_PAGES) }, (_, i) => (
            <Skeleton
              key={i}
              variant="rectangular"
              aria-label={i18n._(msg`Drawing your page`)}
              sx={{ width: 1, height: 'auto', aspectRatio: '595 / 842', borderRadius: 0.5 }}
            />
          ))}
        </Box>
      )}
      <Box
        ref={box}
        data-testid="cv-page-preview"
        data-state={state.kind}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      />
      {state.kind === 'ready' && state.total > state.pages && (
        <Alert severity="info" sx={{ mt: 2 }}>
          <Trans>
            Showing the first {shown} of {total} pages.
          </Trans>
        </Alert>
      )}
    </Box>
  );
}
