import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PageSize } from '@jobfit/contracts';

/** A4 or US Letter: the size the preview and every export use. */
export function PageSizeField({
  value,
  onChange,
}: {
  value: PageSize;
  onChange: (pageSize: PageSize) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Page size"
      value={value}
      onChange={(e) => onChange(e.target.value as PageSize)}
      sx={{ maxWidth: 220 }}
    >
      <MenuItem value="A4">A4</MenuItem>
      <MenuItem value="Letter">US Letter</MenuItem>
    </TextField>
  );
}
