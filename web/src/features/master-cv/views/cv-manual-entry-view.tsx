import type { MasterCv } from '@jobfit/contracts';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { PageHeader } from 'src/components/page-header/page-header';
import { CvEditorForm } from '../components/cv-editor-form';
import { useCvForm } from '../hooks/use-cv-form';
import { useSaveCv } from '../hooks/use-save-cv';
import { type CvFormValues, emptyCvFormValues, emptyEntry } from '../utils/resume-form';

const MANUAL_DRAFT = 'cv-manual';

type CvManualEntryViewProps = {
  onSaved: (cv: MasterCv) => void | Promise<void>;
  secondaryAction?: ReactNode;
  submitLabel?: string;
};

/** Type a CV from scratch, section by section; kept as a local draft until saved. */
export function CvManualEntryView({
  onSaved,
  secondaryAction,
  submitLabel,
}: CvManualEntryViewProps) {
  const { t } = useLingui();
  const initialValues = useMemo<CvFormValues>(
    () => ({
      ...emptyCvFormValues(),
      work: [emptyEntry.work()],
      education: [emptyEntry.education()],
    }),
    [],
  );
  const { methods, markSaved } = useCvForm({ kind: MANUAL_DRAFT, initialValues });
  const { save, saving, error } = useSaveCv(methods);
  const submit = async (values: CvFormValues) => {
    const saved = await save(values, { source: 'manual' });
    if (!saved) return;
    markSaved(values);
    await onSaved(saved);
  };
  return (
    <Box>
      <PageHeader
        title={t`Enter your CV`}
        description={t`Start with your contact details and latest job. Everything you type is kept on this device until you save.`}
      />
      <CvEditorForm
        methods={methods}
        onSubmit={(values) => void submit(values)}
        saving={saving}
        submitLabel={submitLabel ?? t`Save and continue`}
        error={error}
        secondaryAction={secondaryAction}
      />
    </Box>
  );
}
