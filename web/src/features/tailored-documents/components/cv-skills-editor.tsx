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
            label="Skills"
            name={`Skills of ${s.name || `group ${i + 1}`}`}
            keywords={s.keywords}
            onChange={(keywords) => onChange(replaceAt(skills, i, { ...s, keywords }))}
          />
          {/* Only JSON Resume imports carry a level: shown when there is one, never printed. */}
          {s.level !== undefined && (
            <TextField
              label="Level"
              size="small"
              value={s.level}
              slotProps={{ htmlInput: { 'aria-label': `Level of ${s.name || `group ${i + 1}`}` } }}
              onChange={(e) => onChange(replaceAt(skills, i, { ...s, level: e.target.value }))}
              sx={{ width: 120, flexShrink: 0 }}
            />
          )}
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
