import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { replaceAt } from '../utils/move-item';
import { BulletsEditor } from './bullets-editor';
import { EntryFieldset } from './entry-fieldset';
import { KeywordsField } from './keywords-field';

/** One editable field of an entry: plain text, a comma list, or lines edited one by one. */
type EntryField<T> = {
  key: keyof T & string;
  label: string;
  kind?: 'text' | 'commas' | 'lines';
  multiline?: boolean;
  wide?: boolean;
};

type CvEntriesEditorProps<T extends object> = {
  entries: T[];
  /** What one entry is, for accessible names: "Issuer of certificate 2". */
  noun: string;
  heading: (entry: T, index: number) => string;
  /** The entry's dates, shown and kept as in the master CV. */
  dates?: (entry: T) => string;
  fields: EntryField<T>[];
  onChange: (entries: T[]) => void;
  /** The add button of a `lines` field. */
  addLine?: string;
};

/**
 * The entries of a simpler CV section (certificates, awards, volunteering, the CV's own
 * sections…): reword each field, reorder, or leave an entry out of this CV. Dates stay as in the
 * master CV, as for jobs; the master CV itself never changes.
 */
export function CvEntriesEditor<T extends object>({
  entries,
  noun,
  heading,
  dates,
  fields,
  onChange,
  addLine,
}: CvEntriesEditorProps<T>) {
  const { t } = useLingui();
  return (
    <>
      {entries.map((entry, i) => {
        const number = i + 1;
        const name = t`${noun} ${number}`;
        const title = heading(entry, i) || name;
        const set = (key: keyof T & string, value: unknown) =>
          onChange(replaceAt(entries, i, { ...entry, [key]: value }));
        const value = (key: keyof T & string) => (entry as Record<string, unknown>)[key];
        return (
          <EntryFieldset
            key={i}
            legend={title}
            dates={dates?.(entry)}
            name={name}
            items={entries}
            index={i}
            onChange={onChange}
          >
            <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 1, mt: 1 }}>
              {fields.map((f) => {
                const wide = f.wide || f.multiline || f.kind === 'lines' || f.kind === 'commas';
                const label = f.label;
                const sx = { gridColumn: wide ? { sm: '1 / -1' } : undefined, minWidth: 0 };
                if (f.kind === 'lines') {
                  return (
                    <Box
                      key={f.key}
                      sx={{ ...sx, display: 'flex', flexDirection: 'column', gap: 1 }}
                    >
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {f.label}
                      </Typography>
                      <BulletsEditor
                        bullets={(value(f.key) as string[] | undefined) ?? []}
                        owner={title}
                        addLabel={addLine}
                        onChange={(lines) => set(f.key, lines)}
                      />
                    </Box>
                  );
                }
                if (f.kind === 'commas') {
                  return (
                    <Box key={f.key} sx={sx}>
                      <KeywordsField
                        label={f.label}
                        name={t`${label} of ${name}`}
                        keywords={(value(f.key) as string[] | undefined) ?? []}
                        onChange={(list) => set(f.key, list)}
                      />
                    </Box>
                  );
                }
                return (
                  <TextField
                    key={f.key}
                    size="small"
                    label={f.label}
                    multiline={f.multiline}
                    value={(value(f.key) as string | undefined) ?? ''}
                    slotProps={{ htmlInput: { 'aria-label': t`${label} of ${name}` } }}
                    onChange={(e) => set(f.key, e.target.value)}
                    sx={sx}
                  />
                );
              })}
            </Box>
          </EntryFieldset>
        );
      })}
    </>
  );
}
