import { Trans, useLingui } from '@lingui/react/macro';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CV_UPLOAD_ACCEPT } from '@jobfit/contracts';
import { type DragEvent, useId, useRef, useState } from 'react';

type UploadDropZoneProps = { onFile: (file: File) => void; disabled?: boolean };

/** Drop a file or click to choose one; the whole zone is one labelled button. */
export function UploadDropZone({ onFile, disabled }: UploadDropZoneProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Box
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={t`Choose a CV file to upload`}
      aria-describedby={hintId}
      aria-disabled={disabled}
      onClick={() => !disabled && inputRef.current?.click()}
      onKeyDown={(e) => {
        if ((e.key === 'Enter' || e.key === ' ') && !disabled) {
          e.preventDefault();
          inputRef.current?.click();
        }
      }}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={(theme) => ({
        px: 3,
        py: 6,
        outline: 'none',
        borderRadius: 2,
        textAlign: 'center',
        cursor: disabled ? 'default' : 'pointer',
        border: `1px dashed ${dragging ? theme.vars.palette.primary.main : 'rgb(145 158 171 / 0.32)'}`,
        bgcolor: dragging
          ? 'rgb(var(--palette-primary-mainChannel) / 0.08)'
          : 'rgb(145 158 171 / 0.06)',
        transition: 'background-color 120ms linear, border-color 120ms linear',
        opacity: disabled ? 0.6 : 1,
        '&:hover, &:focus-visible': !disabled
          ? {
              bgcolor: 'rgb(var(--palette-primary-mainChannel) / 0.06)',
              borderColor: 'primary.main',
            }
          : {},
      })}
    >
      <Box
        sx={{
          mx: 'auto',
          mb: 2,
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'rgb(var(--palette-primary-mainChannel) / 0.12)',
        }}
      >
        <CloudUploadRounded sx={{ fontSize: 32 }} />
      </Box>
      <Typography variant="h6">{dragging ? t`Drop it here` : t`Drop your CV here`}</Typography>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        <Trans>
          or{' '}
          <Box component="span" sx={{ color: 'primary.main', textDecoration: 'underline' }}>
            browse
          </Box>{' '}
          your files · PDF, DOCX, TXT, Markdown, JSON Resume or your LinkedIn data export (.zip) ·
          up to 10 MB
        </Trans>
      </Typography>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={CV_UPLOAD_ACCEPT}
        data-testid="cv-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
