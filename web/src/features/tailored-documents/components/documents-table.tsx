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
import { KindLabel } from './kind-label';
import { ScoreChange } from './score-change';
import { TEMPLATES } from './template-picker';

const templateName = (doc: DocumentSummary) =>
  doc.kind === 'cover_letter'
    ? 'Letter'
    : (TEMPLATES.find((t) => t.id === doc.template)?.name ?? doc.template);

type DocumentsTableProps = {
  items: DocumentSummary[];
  onDelete: (doc: DocumentSummary) => void;
};

/** Tailored CVs and cover letters: open a row to edit it. */
export function DocumentsTable({ items, onDelete }: DocumentsTableProps) {
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table aria-label="Tailored documents">
        <SoftTableHead>
          <TableCell sx={{ pl: 3 }}>Document</TableCell>
          <TableCell>Job</TableCell>
          <TableCell>Template</TableCell>
          <TableCell>Score</TableCell>
          <TableCell>Updated</TableCell>
          <TableCell align="right" sx={{ pr: 3 }}>
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </SoftTableHead>
        <TableBody>
          {items.map((d) => (
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
              <TableCell sx={{ color: 'text.secondary' }}>{templateName(d)}</TableCell>
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
                {new Date(d.updatedAt).toLocaleString(undefined, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </TableCell>
              <TableCell align="right" sx={{ pr: 2 }}>
                <Tooltip title="Delete">
                  <IconButton
                    aria-label={`Delete ${d.title}`}
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
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;
