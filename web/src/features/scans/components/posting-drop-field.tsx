import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DragEvent, useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { errorMessage } from 'src/lib/api-error';
import { POSTING_FILE_ACCEPT, readPostingFile } from '../utils/read-posting-file';

/** The posting textarea; a dropped or chosen .txt/.html file fills it, read in the browser. */
export function PostingDropField({
  onFileError,
}: {
  onFileError: (message: string | null) => void;
}) {
  const { t } = useLingui();
  const { control, setValue } = useFormContext<{ posting?: string }>();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const load = async (file: File) => {
    try {
      const text = await readPostingFile(file);
      setValue('posting', text, { shouldDirty: true, shouldValidate: true });
      onFileError(null);
    } catch (err) {
      onFileError(errorMessage(err, t`Could not read that file.`));
    }
  };
  const onDrop = (event: DragEvent) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    setDragging(false);
    void load(file);
  };
  return (
    <Box
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) {
          e.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{ position: 'relative' }}
    >
      <Controller
        control={control}
        name="posting"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            label={t`Job posting`}
            placeholder={t`Paste the full job posting here: title, company, responsibilities and requirements.`}
            multiline
            minRows={12}
            maxRows={22}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              plural((field.value ?? '').length, {
                one: '# character · or drop a .txt or .html file',
                other: '# characters · or drop a .txt or .html file',
              })
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      />
      {dragging && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            border: '2px dashed',
            borderColor: 'primary.main',
            bgcolor: 'rgb(var(--palette-primary-mainChannel) / 0.08)',
            pointerEvents: 'none',
          }}
        >
          <Typography variant="h6" sx={{ color: 'primary.main' }}>
            <Trans>Drop the posting file</Trans>
          </Typography>
        </Box>
      )}
      <Button
        size="small"
        color="inherit"
        startIcon={<UploadFileRounded />}
        onClick={() => input.current?.click()}
        sx={{ mt: 1 }}
      >
        <Trans>Load from a file</Trans>
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={POSTING_FILE_ACCEPT}
        aria-label={t`Job posting file`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void load(file);
        }}
      />
    </Box>
  );
}
