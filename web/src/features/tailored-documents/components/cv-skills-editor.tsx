import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { Resume } from '@jobfit/contracts';
import { useState } from 'react';
import { formatKeywordList, parseKeywordList } from '../utils/keyword-list';
import { removeAt, replaceAt } from '../utils/move-item';
import { AddButton } from './add-button';

type Skill = Resume['skills'][number];

type CvSkillsEditorProps = { skills: Skill[]; onChange: (skills: Skill[]) => void };

/** Skill groups: a name and its skills, comma-separated as people type them. */
export function CvSkillsEditor({ skills, onChange }: CvSkillsEditorProps) {
  return (
    <>
      {skills.map((s, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <TextField
            label="Group"
            size="small"
            value={s.name}
            onChange={(e) => onChange(replaceAt(skills, i, { ...s, name: e.target.value }))}
            sx={{ width: 180, flexShrink: 0 }}
          />
          <KeywordsField
            label={`Skills of ${s.name || `group ${i + 1}`}`}
            keywords={s.keywords}
            onChange={(keywords) => onChange(replaceAt(skills, i, { ...s, keywords }))}
          />
          <IconButton
            aria-label={`Remove skill group ${s.name || i + 1}`}
            onClick={() => onChange(removeAt(skills, i))}
            sx={{ mt: 0.25 }}
          >
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <AddButton onClick={() => onChange([...skills, { name: '', keywords: [] }])}>
        Add skill group
      </AddButton>
    </>
  );
}

type KeywordsFieldProps = {
  label: string;
  keywords: string[];
  onChange: (keywords: string[]) => void;
};

/** Keeps the text as typed ("Go, ") while the list it means is saved. */
function KeywordsField({ label, keywords, onChange }: KeywordsFieldProps) {
  const [text, setText] = useState(() => formatKeywordList(keywords));
  // A reload from the server replaces the list: show it, unless the text already means it.
  const shown =
    formatKeywordList(parseKeywordList(text)) === formatKeywordList(keywords)
      ? text
      : formatKeywordList(keywords);
  return (
    <TextField
      label="Skills"
      slotProps={{ htmlInput: { 'aria-label': label } }}
      size="small"
      fullWidth
      multiline
      value={shown}
      helperText="Separate with commas"
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseKeywordList(e.target.value));
      }}
    />
  );
}
