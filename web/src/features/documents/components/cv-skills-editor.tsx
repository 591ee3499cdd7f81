import { Trans, useLingui } from '@lingui/react/macro';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { Resume } from '@jobfit/contracts';
import { useState } from 'react';
import { removeAt, replaceAt } from '../utils/move-item';
import { AddButton } from './add-button';
import { KeywordsField } from './keywords-field';

type Skill = Resume['skills'][number];

type CvSkillsEditorProps = { skills: Skill[]; onChange: (skills: Skill[]) => void };

/** A skill of its own ("Cooking"): a name without keywords, and no level to keep. */
const isSingle = (s: Skill) => s.keywords.length === 0 && s.level === undefined && s.name !== '';

/**
 * Skills as the CV lists them (decision 238). Groups are a name and its skills, comma-separated as
 * people type them. A CV that lists most skills one by one ("Cooking", "Scheduling", …) gets them
 * in one comma-separated field, as they print, rather than a row each.
 */
export function CvSkillsEditor({ skills, onChange }: CvSkillsEditorProps) {
  const { t } = useLingui();
  // Groups added here stay rows while their name is typed, before they have any skills.
  const [added, setAdded] = useState(0);
  const fresh = skills.length - Math.min(added, skills.length);
  const oneByOne = skills.length >= 2 && skills.filter(isSingle).length * 2 > skills.length;
  const inField = (s: Skill, i: number) => oneByOne && isSingle(s) && i < fresh;
  const singles = skills.filter(inField);
  const rows = skills.filter((s, i) => !inField(s, i));
  const groups = skills.map((s, i) => ({ s, i })).filter(({ s, i }) => !inField(s, i));
  return (
    <>
      {oneByOne && (
        <KeywordsField
          label={t`Skills`}
          name={t`Skills listed one by one`}
          keywords={singles.map((s) => s.name)}
          onChange={(names) =>
            onChange([...names.map((name) => ({ name, keywords: [] })), ...rows])
          }
        />
      )}
      {groups.map(({ s, i }, row) => {
        const number = row + 1;
        const group = s.name || t`group ${number}`;
        const groupName = s.name || number;
        return (
          <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <TextField
              label={t`Group`}
              size="small"
              value={s.name}
              onChange={(e) => onChange(replaceAt(skills, i, { ...s, name: e.target.value }))}
              sx={{ width: 180, flexShrink: 0 }}
            />
            <KeywordsField
              label={t`Skills`}
              name={t`Skills of ${group}`}
              keywords={s.keywords}
              onChange={(keywords) => onChange(replaceAt(skills, i, { ...s, keywords }))}
            />
            {/* Only JSON Resume imports carry a level: shown when there is one, never printed. */}
            {s.level !== undefined && (
              <TextField
                label={t`Level`}
                size="small"
                value={s.level}
                slotProps={{ htmlInput: { 'aria-label': t`Level of ${group}` } }}
                onChange={(e) => onChange(replaceAt(skills, i, { ...s, level: e.target.value }))}
                sx={{ width: 120, flexShrink: 0 }}
              />
            )}
            <IconButton
              aria-label={t`Remove skill group ${groupName}`}
              onClick={() => {
                if (i >= fresh) setAdded(added - 1);
                onChange(removeAt(skills, i));
              }}
              sx={{ mt: 0.25 }}
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <AddButton
        onClick={() => {
          setAdded(added + 1);
          onChange([...skills, { name: '', keywords: [] }]);
        }}
      >
        <Trans>Add skill group</Trans>
      </AddButton>
    </>
  );
}
