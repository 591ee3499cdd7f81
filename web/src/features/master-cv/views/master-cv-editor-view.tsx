import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MasterCv } from '@jobfit/contracts';
import { useMemo, useState } from 'react';
import { mutate } from 'swr';
import { CheckList } from 'src/components/check-list/check-list';
import { ConflictDialog } from 'src/components/conflict-dialog/conflict-dialog';
import { toast } from 'src/components/toaster/toaster';
import { getMasterCv, MASTER_CV_URL } from 'src/hooks/use-master-cv';
import { errorMessage } from 'src/lib/api-error';
import { importJsonResume } from '../api/import-json-resume';
import { CvEditorForm } from '../components/cv-editor-form';
import { CvOverviewCard } from '../components/cv-overview-card';
import { ParseWarnings } from '../components/parse-notes';
import { useCvForm } from '../hooks/use-cv-form';
import { useSaveCv } from '../hooks/use-save-cv';
import { type CvFormValues, resumeToForm } from '../utils/resume-form';

const MASTER_DRAFT = 'cv-master';

/** The editor of an existing master CV, saved with `baseVersion` (409 → reload or overwrite). */
export function MasterCvEditorView({ cv, onReupload }: { cv: MasterCv; onReupload: () => void }) {
  const { t } = useLingui();
  const initialValues = useMemo(() => resumeToForm(cv.resume), [cv]);
  const [baseVersion, setBaseVersion] = useState(cv.version);
  const extra = useMemo(() => ({ baseVersion }), [baseVersion]);
  const { methods, markSaved, discard, restoredAt, restoredExtra } = useCvForm({
    kind: MASTER_DRAFT,
    initialValues,
    baseResume: cv.resume,
    extra,
  });
  const [draftVersion] = useState(() =>
    typeof restoredExtra?.baseVersion === 'number' ? restoredExtra.baseVersion : null,
  );
  const [showRestored, setShowRestored] = useState(Boolean(restoredAt));
  const effectiveBase = showRestored && draftVersion !== null ? draftVersion : baseVersion;
  const { save, saving, error, conflict, clearConflict } = useSaveCv(methods);
  const [importing, setImporting] = useState(false);

  const submit = async (values: CvFormValues, overwrite = false) => {
    const saved = await save(values, {
      source: cv.source === 'upload' ? 'upload' : 'manual',
      baseVersion: overwrite ? undefined : effectiveBase,
      base: cv.resume,
    });
    if (!saved) return;
    markSaved(values);
    setBaseVersion(saved.version);
    setShowRestored(false);
    toast.success(t`Master CV saved.`);
  };

  const reload = async () => {
    clearConflict();
    const fresh = await getMasterCv();
    await mutate(MASTER_CV_URL, fresh, { revalidate: false });
    if (fresh) {
      discard(resumeToForm(fresh.resume));
      setBaseVersion(fresh.version);
      setShowRestored(false);
    }
  };

  const onImport = async (file: File) => {
    setImporting(true);
    try {
      const imported = await importJsonResume(file);
      discard(resumeToForm(imported.resume));
      setBaseVersion(imported.version);
      setShowRestored(false);
      toast.success(t`JSON Resume imported.`);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setImporting(false);
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' },
      }}
    >
      <Box sx={{ minWidth: 0, order: { xs: 2, lg: 1 } }}>
        <CvEditorForm
          methods={methods}
          onSubmit={(values) => void submit(values)}
          saving={saving}
          submitLabel={t`Save changes`}
          idleText={t`All changes saved.`}
          error={error}
          header={
            showRestored && (
              <Alert
                severity="info"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      discard(initialValues);
                      setShowRestored(false);
                    }}
                  >
                    <Trans>Discard</Trans>
                  </Button>
                }
              >
                <Trans>We restored changes you had not saved yet.</Trans>
              </Alert>
            )
          }
        />
      </Box>
      <Box
        sx={{
          order: { xs: 1, lg: 2 },
          display: 'flex',
          flexDirection: 'column',
          gap: 3,
        }}
      >
        <CvOverviewCard
          cv={cv}
          onReupload={onReupload}
          onImport={(f) => void onImport(f)}
          importing={importing}
        />
        <ParseWarnings warnings={cv.warnings} />
        <CheckList title={t`CV checks`} checks={cv.checks} />
      </Box>
      <ConflictDialog
        open={conflict}
        title={t`Your CV changed elsewhere`}
        onClose={clearConflict}
        onReload={() => void reload().catch((err: unknown) => toast.error(errorMessage(err)))}
        onOverwrite={() => {
          clearConflict();
          void submit(methods.getValues(), true);
        }}
      >
        <Trans>
          Your master CV was saved from another tab or device after you opened it. Reload it to see
          that version (your edits here are dropped), or overwrite it with your edits.
        </Trans>
      </ConflictDialog>
    </Box>
  );
}
