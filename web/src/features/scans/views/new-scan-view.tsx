import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import { CreateScanInput, type ImportedPosting, QuotaDetails } from '@jobfit/contracts';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeader } from 'src/components/page-header/page-header';
import { PostingImportField } from 'src/components/posting-import/posting-import-field';
import { toast } from 'src/components/toaster/toaster';
import { useAuth } from 'src/hooks/use-auth';
import { ApiError, errorMessage, fieldMessages } from 'src/lib/api-error';
import { paths } from 'src/routes/paths';
import { clearDraft, readDraft, writeDraft } from 'src/utils/draft-storage';
import { useMasterCv } from 'src/hooks/use-master-cv';
import { createScan } from '../api/create-scan';
import { type ImportedJobDetails, updateScannedJob } from '../api/update-scanned-job';
import { AnalyzerSidePanel } from '../components/analyzer-side-panel';
import { PostingDropField } from '../components/posting-drop-field';
import { QuotaPrompt } from '../components/quota-prompt';
import { translatedResolver } from 'src/lib/i18n/contract-messages';

const POSTING_DRAFT = 'posting';
type Values = { posting: string; title: string; company: string; url: string };
const EMPTY: Values = { posting: '', title: '', company: '', url: '' };
/** Shown once a posting is imported from its link: saved on the job after the scan. */
const DETAIL_LABEL: Record<keyof ImportedJobDetails, MessageDescriptor> = {
  location: msg`Location`,
  salary: msg`Salary`,
  deadline: msg`Deadline`,
};

function restore(userId: string): Values {
  const value = readDraft(userId, POSTING_DRAFT)?.value as Partial<Values> | undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return value
    ? {
        posting: text(value.posting),
        title: text(value.title),
        company: text(value.company),
        url: text(value.url),
      }
    : EMPTY;
}

type Failure = { kind: 'no-cv' | 'quota' | 'other'; message: string; quota?: QuotaDetails | null };

/** Paste a posting, scan it against the master CV in one click, then open the result. */
export function NewScanView() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const userId = user?.id ?? 'anonymous';
  const [initial] = useState(() => restore(userId));
  const methods = useForm<Values>({
    defaultValues: initial,
    resolver: translatedResolver(zodResolver(CreateScanInput)) as never,
    mode: 'onSubmit',
  });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [details, setDetails] = useState<ImportedJobDetails | null>(null);
  const cv = useMasterCv();

  // The imported posting replaces what it gives; what it does not give stays as typed.
  const fill = (imported: ImportedPosting) => {
    const set = (name: keyof Values, value: string | null) => {
      if (value) methods.setValue(name, value, { shouldDirty: true, shouldValidate: false });
    };
    set('posting', imported.postingText);
    set('title', imported.title);
    set('company', imported.company);
    set('url', imported.url);
    setDetails({
      location: imported.location ?? '',
      salary: imported.salary ?? '',
      deadline: imported.deadline ?? '',
    });
    methods.clearErrors();
  };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = methods.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => writeDraft(userId, POSTING_DRAFT, values), 300);
    });
    return () => {
      sub.unsubscribe();
      clearTimeout(timer);
      writeDraft(userId, POSTING_DRAFT, methods.getValues());
    };
  }, [methods, userId]);

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      const scan = await createScan({
        posting: values.posting,
        title: values.title.trim() || undefined,
        company: values.company.trim() || undefined,
        url: values.url.trim() || undefined,
      });
      if (details) {
        try {
          await updateScannedJob(scan.jobTargetId, details);
        } catch (err) {
          const reason = errorMessage(err, t`try again from the Job Tracker`);
          toast.warning(t`The scan is saved, but not the location, salary or deadline: ${reason}`);
        }
      }
      methods.reset(EMPTY);
      setDetails(null);
      clearDraft(userId, POSTING_DRAFT);
      navigate(paths.dashboard.jobAnalyzer.result(scan.id));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setFailure({ kind: 'no-cv', message: err.message });
      } else if (err instanceof ApiError && err.status === 402) {
        const quota = QuotaDetails.safeParse(err.details);
        setFailure({
          kind: 'quota',
          message: err.message,
          quota: quota.success ? quota.data : null,
        });
      } else if (err instanceof ApiError && err.status === 400 && err.details) {
        for (const [field, message] of fieldMessages(err.details)) {
          if (field in EMPTY) methods.setError(field as keyof Values, { message });
        }
        setFailure({ kind: 'other', message: err.message });
      } else {
        setFailure({
          kind: 'other',
          message: errorMessage(err, t`The scan failed.`),
        });
      }
    }
  };

  const noCv = cv.data === null || failure?.kind === 'no-cv';
  const { isSubmitting } = methods.formState;
  return (
    <Box>
      <PageHeader
        title={t`Job Analyzer`}
        description={t`Paste a job posting to see how well your master CV fits it, and what to change.`}
        action={
          <Button
            component={RouterLink}
            to={paths.dashboard.jobAnalyzer.results}
            variant="outlined"
            color="inherit"
          >
            <Trans>Past scans</Trans>
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' },
        }}
      >
        <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
          <FormProvider {...methods}>
            <Box
              component="form"
              noValidate
              aria-label={t`Scan a job posting`}
              onSubmit={methods.handleSubmit(submit)}
              sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
            >
              {noCv && (
                <Alert
                  severity="warning"
                  action={
                    <Button
                      component={RouterLink}
                      to={paths.dashboard.masterCv}
                      color="inherit"
                      size="small"
                    >
                      <Trans>Add master CV</Trans>
                    </Button>
                  }
                >
                  {failure?.kind === 'no-cv'
                    ? failure.message
                    : t`Add your master CV first: every scan compares the posting against it.`}
                </Alert>
              )}
              {failure?.kind === 'quota' && (
                <QuotaPrompt details={failure.quota ?? null} message={failure.message} />
              )}
              {failure?.kind === 'other' && <Alert severity="error">{failure.message}</Alert>}
              {fileError && <Alert severity="error">{fileError}</Alert>}
              <PostingImportField onImported={fill} />
              <PostingDropField onFileError={setFileError} />
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
                }}
              >
                {(['title', 'company', 'url'] as const).map((name) => (
                  <TextField
                    key={name}
                    {...methods.register(name)}
                    label={{ title: t`Job title`, company: t`Company`, url: t`Posting URL` }[name]}
                    placeholder={name === 'url' ? 'https://…' : t`Auto-detected`}
                    type={name === 'url' ? 'url' : 'text'}
                    error={Boolean(methods.formState.errors[name])}
                    helperText={methods.formState.errors[name]?.message ?? t`Optional`}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                ))}
                {details &&
                  (Object.keys(DETAIL_LABEL) as (keyof ImportedJobDetails)[]).map((name) => (
                    <TextField
                      key={name}
                      value={details[name]}
                      onChange={(e) => setDetails({ ...details, [name]: e.target.value })}
                      label={i18n._(DETAIL_LABEL[name])}
                      type={name === 'deadline' ? 'date' : 'text'}
                      helperText={t`Imported · saved on the job`}
                      slotProps={{
                        inputLabel: { shrink: true },
                        htmlInput: name === 'salary' ? { maxLength: 100 } : {},
                      }}
                    />
                  ))}
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Button
                  type="submit"
                  size="large"
                  variant="contained"
                  color="primary"
                  startIcon={<AutoAwesomeRounded />}
                  loading={isSubmitting}
                >
                  <Trans>Scan posting</Trans>
                </Button>
              </Box>
            </Box>
          </FormProvider>
        </Card>
        <AnalyzerSidePanel cv={cv.data} loading={cv.isLoading} />
      </Box>
    </Box>
  );
}
