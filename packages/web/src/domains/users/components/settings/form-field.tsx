import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { isApiError } from '../../../../platform/http.ts';

type TFormFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A TextField bound to react-hook-form; shows the field's (German) error under it. */
export function FormField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: TFormFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
    />
  );
}

/**
 * Puts the server's 422 field errors onto the form; returns the message for a toast when the
 * error does not belong to a field of this form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (isApiError(error, 422) && error.errors) {
    let placed = false;
    for (const [field, messages] of Object.entries(error.errors)) {
      if (fields.includes(field) && messages[0]) {
        setError(field as FieldPath<T>, { type: 'server', message: messages[0] });
        placed = true;
      }
    }
    if (placed) return null;
  }
  return error instanceof Error ? error.message : 'Ein Fehler ist aufgetreten';
}
