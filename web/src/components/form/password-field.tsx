import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { useLingui } from '@lingui/react/macro';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useId, useState } from 'react';
import { Field } from './field';

type PasswordFieldProps = {
  helperText?: string;
  name: string;
  label: string;
  autoComplete: string;
  autoFocus?: boolean;
};

/**
 * Password input with a visibility toggle. The toggle is named "Show"/"Hide" (not "Show
 * password") so that a label lookup for "Password" finds the input only.
 */
export function PasswordField({
  name,
  label,
  autoComplete,
  autoFocus,
  helperText,
}: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const inputId = useId();
  return (
    <Field
      name={name}
      label={label}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      helperText={helperText}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={visible ? t`Hide` : t`Show`}
            aria-controls={inputId}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <VisibilityOffRounded /> : <VisibilityRounded />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
