import { Trans, useLingui } from '@lingui/react/macro';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PageSize } from '@jobfit/contracts';

/** A4 or US Letter: the size the preview and every export use. */
export function PageSizeField({
  value,
  onChange,
}: {
  value: PageSize;
  onChange: (pageSize: PageSize) => void;
}) {
  const { t } = useLingui();
  return (
    <TextField
      select
      size="small"
      label={t`Page size`}
      value={value}
      onChange={(e) => onChange(e.target.value as PageSize)}
      sx={{ maxWidth: 220 }}
    >
      <MenuItem value="A4">{'A4'}</MenuItem>
      <MenuItem value={PageSize.enum.Letter}>
        <Trans>US Letter</Trans>
      </MenuItem>
    </TextField>
  );
}
