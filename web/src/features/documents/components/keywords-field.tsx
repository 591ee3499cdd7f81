import { useLingui } from '@lingui/react/macro';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { formatKeywordList, parseKeywordList } from '../utils/keyword-list';

type KeywordsFieldProps = {
  /** The visible label ("Skills", "Courses"). */
  label: string;
  /** The accessible name, saying whose list it is ("Skills of Backend"). */
  name: string;
  keywords: readonly string[];
  onChange: (keywords: string[]) => void;
};

/** A comma-separated list: keeps the text as typed ("Go, ") while the list it means is saved. */
export function KeywordsField({ label, name, keywords, onChange }: KeywordsFieldProps) {
  const { t } = useLingui();
  const [text, setText] = useState(() => formatKeywordList(keywords));
  // A reload from the server replaces the list: show it, unless the text already means it.
  const shown =
    formatKeywordList(parseKeywordList(text)) === formatKeywordList(keywords)
      ? text
      : formatKeywordList(keywords);
  return (
    <TextField
      label={label}
      slotProps={{ htmlInput: { 'aria-label': name } }}
      size="small"
      fullWidth
      multiline
      value={shown}
      helperText={t`Separate with commas`}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseKeywordList(e.target.value));
      }}
    />
  );
}
