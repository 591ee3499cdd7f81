import { Trans, useLingui } from '@lingui/react/macro';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { CvDraft, type MasterCv } from '@jobfit/contracts';
import { useMemo, useState } from 'react';
import { EmptyContent } from 'src/components/empty-content/empty-content';
import { PageHeader } from 'src/components/page-header/page-header';
import { useAuth } from 'src/hooks/use-auth';
import { engineText } from 'src/lib/engine-text/engine-text';
import { readDraft } from 'src/utils/draft-storage';
import { CvEditorForm } from '../components/cv-editor-form';
import { LayoutNotice } from '../components/layout-notice';
import { FieldsToCheck, ParseWarnings } from '../components/parse-notes';
import { SourcePreview } from '../components/source-preview';
import { useCvForm } from '../hooks/use-cv-form';
import { useSaveCv } from '../hooks/use-save-cv';
import { lowConfidenceFields } from '../utils/field-confidence';
import { layoutFindings } from '../utils/layout-findings';
import { type CvFormValues, resumeToForm } from '../utils/resume-form';
import { REVIEW_DRAFT } from './cv-upload-view';

type CvReviewViewProps = {
  onSaved: (cv: MasterCv) => void | Promise<void>;
  onUploadAgain: () => void;
  submitLabel?: string;
  /**
   * Inside a narrow column (onboarding's 448px): on a wide screen the review widens beyond it, so
   * the page and the fields fit side by side.
   */
  breakout?: boolean;
};

/**
 * The upload's parsed fields beside the uploaded page, least certain first, editable, with a plain
 * word about layout risks; saving makes it the master CV.
 */
export function CvReviewView(props: CvReviewViewProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const [draft] = useState(() => {
    const stored = readDraft(user?.id ?? 'anonymous', REVIEW_DRAFT)?.value as
      { draft?: unknown } | undefined;
    const parsed = CvDraft.safeParse(stored?.draft);
    return parsed.success ? parsed.data : null;
  });
  if (!draft) {
    return (
      <EmptyContent
        icon={<DescriptionRounded />}
        title={t`Nothing to review yet`}
        description={t`Upload your CV first; we read it and bring you back here to check it.`}
        action={
          <Button variant="contained" color="inherit" onClick={props.onUploadAgain}>
            <Trans>Upload CV</Trans>
          </Button>
        }
      />
    );
  }
  return <ReviewForm draft={draft} {...props} />;
}

function ReviewForm({
  draft,
  onSaved,
  onUploadAgain,
  submitLabel,
  breakout = false,
}: CvReviewViewProps & { draft: CvDraft }) {
  const { t, i18n } = useLingui();
  const initialValues = useMemo(() => resumeToForm(draft.resume), [draft]);
  const extra = useMemo(() => ({ draft }), [draft]);
  const { methods, markSaved } = useCvForm({
    kind: REVIEW_DRAFT,
    initialValues,
    baseResume: draft.resume,
    extra,
  });
  const { save, saving, error } = useSaveCv(methods);
  const toCheck = useMemo(() => lowConfidenceFields(draft.confidence), [draft]);
  const hints = useMemo(
    () =>
      new Map(
        toCheck
          .filter((f) => f.formPath)
          .map((f) => [f.formPath as string, engineText(i18n, f.reason, f.reasonText)]),
      ),
    [toCheck, i18n],
  );
  const [uploadGone, setUploadGone] = useState(false);
  // Said in the language the review opened in: a draft is reviewed once, in one sitting.
  const { findings, otherWarnings } = useMemo(
    () => layoutFindings(draft.layout, draft.warnings, i18n),
    [draft, i18n],
  );

  const submit = async (values: CvFormValues) => {
    const saved = await save(values, {
      source: 'upload',
      uploadId: draft.uploadId,
      base: draft.resume,
    });
    if (!saved) return;
    markSaved(values);
    await onSaved(saved);
  };

  return (
    <Box
      sx={{
        // A size container takes no width from its content: it must be given one.
        containerType: 'inline-size',
        width: 1,
        ...(breakout && {
          width: { lg: 'min(1280px, calc(100vw - 64px))' },
          ml: { lg: 'calc(50% - min(640px, 50vw - 32px))' },
        }),
      }}
    >
      <PageHeader
        title={t`Review your CV`}
        description={t`Compare what we read with your file and fix anything wrong. Nothing is saved until you press save.`}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <LayoutNotice findings={findings} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: 'minmax(0, 1fr)',
            '@container (min-width: 960px)': {
              gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
              '& > [data-slot=source]': {
                position: 'sticky',
                top: 88,
                height: 'calc(100vh - 112px)',
              },
            },
          }}
        >
          <Box data-slot="source" sx={{ height: 440, minWidth: 0 }}>
            <SourcePreview draft={draft} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <CvEditorForm
              methods={methods}
              onSubmit={(values) => {
                setUploadGone(false);
                void submit(values).catch(() => setUploadGone(true));
              }}
              saving={saving}
              submitLabel={submitLabel ?? t`Save and continue`}
              error={error}
              hints={hints}
              header={
                <>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Chip
                      icon={<DescriptionRounded />}
                      label={draft.file.name}
                      variant="outlined"
                      sx={{ maxWidth: 1 }}
                    />
                    <Button size="small" color="inherit" onClick={onUploadAgain}>
                      <Trans>Upload a different file</Trans>
                    </Button>
                  </Box>
                  {uploadGone && (
                    <Alert severity="error">
                      <Trans>Could not finish. Please try again.</Trans>
                    </Alert>
                  )}
                  <ParseWarnings warnings={otherWarnings} />
                  <FieldsToCheck
                    fields={toCheck}
                    onSelect={(path) => methods.setFocus(path as never)}
                  />
                </>
              }
            />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
