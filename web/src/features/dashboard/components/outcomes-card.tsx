import { OUTCOME_MIN_SAMPLE, type OutcomeCell, type OutcomeInsights } from '@jobfit/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { outcomeCellText, outcomeFootnote, SENT_CV_LABEL } from '../utils/outcomes';
import { ChartCard } from './chart-card';

function Rate({ text, rate, color }: { text: string; rate: number; color: 'info' | 'success' }) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        variant="determinate"
        value={rate}
        color={color}
        aria-hidden
        sx={{ mt: 0.5, height: 4, borderRadius: 1, bgcolor: 'rgb(145 158 171 / 0.16)' }}
      />
    </Box>
  );
}

function OutcomeRow({ label, cell }: { label: string; cell: OutcomeCell }) {
  const { i18n } = useLingui();
  const text = outcomeCellText(cell, i18n);
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      {text.kind === 'rates' ? (
        <>
          <TableCell>
            <Rate text={text.reply} rate={cell.replyRate ?? 0} color="info" />
          </TableCell>
          <TableCell>
            <Rate text={text.interview} rate={cell.interviewRate ?? 0} color="success" />
          </TableCell>
        </>
      ) : (
        <TableCell colSpan={2} sx={{ color: 'text.secondary' }}>
          {text.text}
        </TableCell>
      )}
    </TableRow>
  );
}

function GroupHeader({ title }: { title: string }) {
  return (
    <TableRow>
      <TableCell
        colSpan={3}
        sx={{ typography: 'overline', color: 'text.secondary', pt: 2.5, borderBottom: 0 }}
      >
        {title}
      </TableCell>
    </TableRow>
  );
}

/**
 * Reply and interview rates of the user's applications by score when applied and by the CV
 * sent (decision 085); a row under OUTCOME_MIN_SAMPLE applications shows only its size.
 */
export function OutcomesCard({ outcomes }: { outcomes: OutcomeInsights }) {
  const { t, i18n } = useLingui();
  const footnote = outcomeFootnote(outcomes.unscanned, outcomes.cvUnknown, i18n);
  const minimum = OUTCOME_MIN_SAMPLE;
  const all = outcomes.all.applied;
  return (
    <ChartCard
      title={t`Outcomes`}
      subheader={t`Which scores and CVs get answers. A reply is any answer (interview, offer or rejection); rates show from ${minimum} applications.`}
    >
      {outcomes.all.applied === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
          <Trans>
            Mark jobs as applied in the tracker, and record the CV you sent, to see what gets
            replies.
          </Trans>
        </Typography>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t`Reply and interview rates`}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <Trans>Applications</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Reply rate</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Interview rate</Trans>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <OutcomeRow label={t`All (${all})`} cell={outcomes.all} />
                <GroupHeader title={t`By score when applied`} />
                {outcomes.byScoreBand.map((b) => (
                  <OutcomeRow key={b.band} label={t`Score ${b.label}`} cell={b} />
                ))}
                <GroupHeader title={t`By CV sent`} />
                {outcomes.byCv.map((c) => (
                  <OutcomeRow key={c.cv} label={i18n._(SENT_CV_LABEL[c.cv])} cell={c} />
                ))}
              </TableBody>
            </Table>
          </Box>
          {footnote && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
              {footnote}
            </Typography>
          )}
        </>
      )}
    </ChartCard>
  );
}
