import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { dateRange, type Resume } from '@jobfit/contracts';
import { replaceAt } from '../utils/move-item';
import { EntryFieldset } from './entry-fieldset';
import { KeywordsField } from './keywords-field';

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
          <EntryFieldset
            key={i}
            legend={legend}
            dates={dateRange(e.startDate, e.endDate)}
            name={name}
            items={education}
            index={i}
            onChange={onChange}
          >
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
          </EntryFieldset>
        );
      })}
    </>
  );
}
