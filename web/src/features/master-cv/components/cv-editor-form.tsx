import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import type { CvFormValues } from '../utils/resume-form';
import { CvFormSections } from './cv-form-sections';
import { FieldHintsContext } from './field-hints';

type CvEditorFormProps = {
  methods: UseFormReturn<CvFormValues>;
  onSubmit: (values: CvFormValues) => void;
  saving: boolean;
  submitLabel: string;
  error?: string | null;
  hints?: ReadonlyMap<string, string>;
  /** Shown above the sections (warnings, fields to check). */
  header?: ReactNode;
  secondaryAction?: ReactNode;
  /** The status line when nothing has changed: "All changes saved." once the CV exists. */
  idleText?: string;
};

const NO_HINTS: ReadonlyMap<string, string> = new Map();

/** The CV editor: every section, then a sticky bar with the save button and what went wrong. */
export function CvEditorForm({
  methods,
  onSubmit,
  saving,
  submitLabel,
  error,
  hints = NO_HINTS,
  header,
  secondaryAction,
  idleText,
}: CvEditorFormProps) {
  const { t } = useLingui();
  const { errors, isDirty } = methods.formState;
  const invalid = Object.keys(errors).length > 0;
  return (
    <FormProvider {...methods}>
      <FieldHintsContext.Provider value={hints}>
        <Box
          component="form"
          noValidate
          aria-label={t`CV editor`}
          onSubmit={methods.handleSubmit(onSubmit)}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          {header}
          {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
          <CvFormSections />
          <Box
            sx={{
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              mx: { xs: -2, sm: 0 },
              px: { xs: 2, sm: 2.5 },
              py: 2,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1.5,
              borderRadius: { sm: 2 },
              bgcolor: 'rgb(var(--palette-background-paperChannel) / 0.9)',
              backdropFilter: 'blur(8px)',
              boxShadow: '0 -8px 24px -8px rgb(145 158 171 / 0.24)',
            }}
          >
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              {error ? (
                <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
                  {error}
                </Typography>
              ) : invalid ? (
                <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
                  <Trans>Some fields need a fix: they are marked in red.</Trans>
                </Typography>
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {isDirty
                    ? t`Unsaved changes are kept on this device until you save.`
                    : (idleText ?? t`Nothing is saved until you press save.`)}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', gap: 1.5, ml: 'auto', alignItems: 'center' }}>
              {secondaryAction}
              <Button
                type="submit"
                variant="contained"
                color="inherit"
                size="large"
                loading={saving}
              >
                {submitLabel}
              </Button>
            </Box>
          </Box>
        </Box>
      </FieldHintsContext.Provider>
    </FormProvider>
  );
}
