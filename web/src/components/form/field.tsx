import { Controller, useFormContext } from 'react-hook-form';
import { InputField, type InputFieldProps } from './input-field';

type FieldProps = Omit<InputFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> & {
  name: string;
};

/** An input bound to the surrounding react-hook-form, with its zod error inline. */
export function Field({ name, ...other }: FieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <InputField
          {...other}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
