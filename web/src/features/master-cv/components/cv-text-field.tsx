import { useLingui } from '@lingui/react/macro';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { textareaSizing } from 'src/components/form/textarea-sizing';
import type { CvFormValues } from '../utils/resume-form';
import { useFieldHint } from './field-hints';

type CvTextFieldProps = {
  name: string;
  label: string;
  placeholder?: string;
  helperText?: string;
  multiline?: boolean;
  minRows?: number;
  type?: string;
  autoComplete?: string;
  disabled?: boolean;
  wide?: boolean;
};

/** One CV input bound to the form: inline error, or the parser's doubt as a warning. */
export function CvTextField({
  name,
  label,
  helperText,
  multiline,
  minRows,
  wide,
  ...other
}: CvTextFieldProps) {
  const { t } = useLingui();
  const { control } = useFormContext<CvFormValues>();
  const hint = useFieldHint(name);
  const sizing = multiline ? textareaSizing(minRows ?? 1) : undefined;
  return (
    <Controller
      control={control}
      // Paths are built from section and index at run time.
      name={name as never}
      render={({ field, fieldState }) => (
        <TextField
          {...other}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          fullWidth
          {...sizing?.field}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (hint ? t`Please check: ${hint}` : helperText)}
          sx={{
            ...sizing?.sx,
            gridColumn: wide ? '1 / -1' : undefined,
            ...(hint &&
              !fieldState.error && {
                '& .MuiFormHelperText-root, & .MuiInputLabel-root': { color: 'warning.dark' },
                '& .MuiOutlinedInput-root': {
                  bgcolor: 'rgb(var(--palette-warning-mainChannel) / 0.06)',
                },
                '& .MuiOutlinedInput-root .MuiOutlinedInput-notchedOutline': {
                  borderColor: 'warning.main',
                  borderWidth: 1.5,
                },
              }),
          }}
          slotProps={{
            ...(sizing?.input && { input: sizing.input }),
            inputLabel: { shrink: true },
            htmlInput: { 'data-field': name },
          }}
        />
      )}
    />
  );
}
