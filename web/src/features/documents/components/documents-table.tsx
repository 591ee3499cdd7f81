import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DocumentSummary } from '@jobfit/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SoftTableHead } from 'src/components/soft-table-head/soft-table-head';
import { paths } from 'src/routes/paths';
import { formatDateTime } from 'src/utils/format';
import { visuallyHidden } from 'src/utils/visually-hidden';
import { KindLabel } from './kind-label';
import { ScoreChange } from './score-change';
import { TEMPLATES } from './template-picker';

const templateName = (doc: DocumentSummary, i18n: I18n) => {
  if (doc.kind === 'cover_letter') return i18n._(msg`Letter`);
  const template = TEMPLATES.find((t) => t.id === doc.template);
  return template ? i18n._(template.name) : doc.template;
};

type DocumentsTableProps = {
  items: DocumentSummary[];
  onDelete: (doc: DocumentSummary) => void;
};

/** Tailored CVs and cover letters: open a row to edit it. */
export function DocumentsTable({ items, onDelete }: DocumentsTableProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table aria-label={t`Tailored documents`}>
        <SoftTableHead>
          <TableCell sx={{ pl: 3 }}>
            <Trans>Document</Trans>
          </TableCell>
          <TableCell>
            <Trans>Job</Trans>
          </TableCell>
          <TableCell>
            <Trans>Template</Trans>
          </TableCell>
          <TableCell>
            <Trans>Score</Trans>
          </TableCell>
          <TableCell>
            <Trans>Updated</Trans>
          </TableCell>
          <TableCell align="right" sx={{ pr: 3 }}>
            <Box component="span" sx={visuallyHidden}>
              <Trans>Actions</Trans>
            </Box>
          </TableCell>
        </SoftTableHead>
        <TableBody>
          {items.map((d) => {
            const title = d.title;
            return (
              <TableRow
                key={d.id}
                hover
                onClick={() => navigate(paths.dashboard.jobAnalyzer.tailoredDocument(d.id))}
                sx={{
                  cursor: 'pointer',
                  '& td': { borderBottom: '1px dashed', borderColor: 'divider' },
                }}
              >
                <TableCell sx={{ pl: 3, maxWidth: 360 }}>
                  <Link
                    component={RouterLink}
                    to={paths.dashboard.jobAnalyzer.tailoredDocument(d.id)}
                    color="inherit"
                    variant="subtitle2"
                    onClick={(e) => e.stopPropagation()}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {d.title}
                  </Link>
                  <Box sx={{ mt: 0.5 }}>
                    <KindLabel kind={d.kind} />
                  </Box>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{d.jobTitle ?? '—'}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {d.company ?? '\u00a0'}
                  </Typography>
                </TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{templateName(d, i18n)}</TableCell>
                <TableCell>
                  {d.kind === 'cv' && d.score !== null ? (
                    <ScoreChange original={d.originalScore} tailored={d.score} size="small" />
                  ) : (
                    <Typography variant="body2" sx={{ color: 'text.disabled' }}>
                      —
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {formatDateTime(d.updatedAt, i18n.locale)}
                </TableCell>
                <TableCell align="right" sx={{ pr: 2 }}>
                  <Tooltip title={t`Delete`}>
                    <IconButton
                      aria-label={t`Delete ${title}`}
                      color="error"
                      onClick={(e) => {
                        e.stopPropagation();
                        onDelete(d);
                      }}
                    >
                      <DeleteOutlineRounded />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
