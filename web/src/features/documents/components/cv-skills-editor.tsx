import { Trans, useLingui } from '@lingui/react/macro';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { Resume } from '@jobfit/contracts';
import { removeAt, replaceAt } from '../utils/move-item';
import { AddButton } from './add-button';
import { KeywordsField } from './keywords-field';

type Skill = Resume['skills'][number];

type CvSkillsEditorProps = { skills: Skill[]; onChange: (skills: Skill[]) => void };

/** Skill groups: a name and its skills, comma-separated as people type them. */
export function CvSkillsEditor({ skills, onChange }: CvSkillsEditorProps) {
  const { t } = useLingui();
  return (
    <>
      {skills.map((s, i) => {
        const number = i + 1;
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
              onClick={() => onChange(removeAt(skills, i))}
              sx={{ mt: 0.25 }}
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <AddButton onClick={() => onChange([...skills, { name: '', keywords: [] }])}>
        <Trans>Add skill group</Trans>
      </AddButton>
    </>
  );
}
