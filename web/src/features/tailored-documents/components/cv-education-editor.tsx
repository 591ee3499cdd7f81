import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dateRange, type Resume } from '@jobfit/contracts';
import { moveItem, removeAt, replaceAt } from '../utils/move-item';
import { KeywordsField } from './keywords-field';
import { MoveButtons } from './move-buttons';

type Education = Resume['education'][number];

type CvEducationEditorProps = {
  education: Education[];
  onChange: (education: Education[]) => void;
};

/**
 * Each degree's wording, order and whether it is in this CV at all. Dates stay as in the master
 * CV, as for jobs; removing an entry leaves the master CV as it is.
 */
export function CvEducationEditor({ education, onChange }: CvEducationEditorProps) {
  const { t } = useLingui();
  return (
    <>
      {education.map((e, i) => {
        const number = i + 1;
        const name = t`education ${number}`;
        const { studyType, area } = e;
        const legend =
          (studyType && area ? t`${studyType} in ${area}` : studyType || area) ||
          e.institution ||
          t`Education ${number}`;
        const set = (patch: Partial<Education>) =>
          onChange(replaceAt(education, i, { ...e, ...patch }));
        return (
          <Box key={i} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" noWrap>
              {legend}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                {dateRange(e.startDate, e.endDate)}
              </Typography>
              <MoveButtons
                name={name}
                index={i}
                count={education.length}
                onMove={(to) => onChange(moveItem(education, i, to))}
                onRemove={() => onChange(removeAt(education, i))}
              />
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 1, mt: 1 }}>
              <TextField
                size="small"
                label={t`Degree`}
                value={e.studyType ?? ''}
                slotProps={{ htmlInput: { 'aria-label': t`Degree of ${name}` } }}
                onChange={(ev) => set({ studyType: ev.target.value })}
              />
              <TextField
                size="small"
                label={t`Field of study`}
                value={e.area ?? ''}
                slotProps={{ htmlInput: { 'aria-label': t`Field of study of ${name}` } }}
                onChange={(ev) => set({ area: ev.target.value })}
              />
              <TextField
                size="small"
                label={t`Institution`}
                value={e.institution ?? ''}
                slotProps={{ htmlInput: { 'aria-label': t`Institution of ${name}` } }}
                onChange={(ev) => set({ institution: ev.target.value })}
                sx={{ gridColumn: { sm: '1 / -1' } }}
              />
              <TextField
                size="small"
                label={t`Grade`}
                value={e.score ?? ''}
                slotProps={{ htmlInput: { 'aria-label': t`Grade of ${name}` } }}
                onChange={(ev) => set({ score: ev.target.value })}
              />
              <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
                <KeywordsField
                  label={t`Courses`}
                  name={t`Courses of ${name}`}
                  keywords={e.courses ?? []}
                  onChange={(courses) => set({ courses })}
                />
              </Box>
            </Box>
          </Box>
        );
      })}
    </>
  );
}
