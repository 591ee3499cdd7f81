import type { DocumentSummary } from '@jobfit/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useCvDocuments } from '../api/get-cv-documents';
import { type JobFormValues, sentDocumentValue } from '../utils/job-form';

function documentItem(doc: DocumentSummary, forThisJob: boolean) {
  const where = forThisJob ? null : [doc.jobTitle, doc.company].filter(Boolean).join(' · ');
  return (
    <MenuItem key={doc.id} value={sentDocumentValue(doc.id)}>
      {doc.title}
      {where && (
        <span style={{ marginLeft: 8, color: 'var(--palette-text-secondary)' }}>{where}</span>
      )}
    </MenuItem>
  );
}

/**
 * "CV sent": the master CV or one of the user's tailored CVs, those made for this job first
 * (decision 085). A tailored CV deleted since stays recorded as "Tailored CV (deleted)".
 */
export function SentCvField({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const { control } = useFormContext<JobFormValues>();
  const { data } = useCvDocuments();
  const docs = data?.items ?? [];
  const mine = docs.filter((d) => d.jobTargetId === jobId);
  const others = docs.filter((d) => d.jobTargetId !== jobId);
  return (
    <Controller
      name="sentCv"
      control={control}
      render={({ field, fieldState }) => {
        const known = field.value.startsWith('document:')
          ? docs.some((d) => sentDocumentValue(d.id) === field.value)
          : true;
        return (
          <TextField
            {...field}
            select
            label={t`CV sent`}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t`Which CV went out with the application`}
          >
            <MenuItem value="">
              <em>
                <Trans>Not recorded</Trans>
              </em>
            </MenuItem>
            <MenuItem value="master">
              <Trans>Master CV</Trans>
            </MenuItem>
            {field.value === 'tailored' && (
              <MenuItem value="tailored">
                <Trans>Tailored CV (deleted)</Trans>
              </MenuItem>
            )}
            {/* Until the list loads, the chosen document still needs an option of its own. */}
            {!known && (
              <MenuItem value={field.value}>
                <Trans>Tailored CV</Trans>
              </MenuItem>
            )}
            {mine.length > 0 && (
              <ListSubheader>
                <Trans>Tailored for this job</Trans>
              </ListSubheader>
            )}
            {mine.map((d) => documentItem(d, true))}
            {others.length > 0 && (
              <ListSubheader>
                <Trans>Other tailored CVs</Trans>
              </ListSubheader>
            )}
            {others.map((d) => documentItem(d, false))}
          </TextField>
        );
      }}
    />
  );
}
