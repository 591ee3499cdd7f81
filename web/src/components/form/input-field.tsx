import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type FocusEvent, type ReactNode, type Ref } from 'react';

export type InputFieldProps = {
  label: string;
  name?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: string;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * An outlined text input with its label always shrunk and an inline error. Built from the MUI
 * parts rather than TextField, which would also pull Select, Menu and Popover into the auth pages.
 */
export function InputField({
  label,
  error,
  helperText,
  endAdornment,
  id,
  inputRef,
  ...input
}: InputFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const helperId = `${inputId}-helper`;
  const help = error ?? helperText;
  return (
    <FormControl fullWidth variant="outlined" error={Boolean(error)}>
      <InputLabel htmlFor={inputId} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        notched
        inputRef={inputRef}
        endAdornment={endAdornment}
        aria-describedby={help ? helperId : undefined}
        {...input}
      />
      {help && <FormHelperText id={helperId}>{help}</FormHelperText>}
    </FormControl>
  );
}
