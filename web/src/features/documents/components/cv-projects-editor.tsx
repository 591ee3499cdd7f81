import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { dateRange, type Resume } from '@jobfit/contracts';
import { replaceAt } from '../utils/move-item';
import { BulletsEditor } from './bullets-editor';
import { EntryFieldset } from './entry-fieldset';
import { KeywordsField } from './keywords-field';

type Project = NonNullable<Resume['projects']>[number];

type CvProjectsEditorProps = {
  projects: Project[];
  onChange: (projects: Project[]) => void;
  /** Set when the optional LLM is on: offers a rephrasing per bullet. */
  rephraseFor?: string;
};

/**
 * Each project's name, description and bullets, its place and whether it is in this CV at all.
 * Removing a project leaves the master CV as it is.
 */
export function CvProjectsEditor({ projects, onChange, rephraseFor }: CvProjectsEditorProps) {
  const { t } = useLingui();
  return (
    <>
      {projects.map((p, pi) => {
        const number = pi + 1;
        const name = p.name || t`Project ${number}`;
        const set = (patch: Partial<Project>) =>
          onChange(replaceAt(projects, pi, { ...p, ...patch }));
        return (
          <EntryFieldset
            key={pi}
            legend={name}
            dates={dateRange(p.startDate, p.endDate)}
            name={t`project ${number}`}
            items={projects}
            index={pi}
            onChange={onChange}
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
              <TextField
                size="small"
                label={t`Project name`}
                value={p.name}
                slotProps={{ htmlInput: { 'aria-label': t`Name of project ${number}` } }}
                onChange={(e) => set({ name: e.target.value })}
              />
              <TextField
                size="small"
                label={t`Description`}
                multiline
                value={p.description ?? ''}
                slotProps={{ htmlInput: { 'aria-label': t`Description of project ${number}` } }}
                onChange={(e) => set({ description: e.target.value })}
              />
              <TextField
                size="small"
                label={t`Link`}
                value={p.url ?? ''}
                slotProps={{ htmlInput: { 'aria-label': t`Link of project ${number}` } }}
                onChange={(e) => set({ url: e.target.value })}
              />
              <KeywordsField
                label={t`Technologies`}
                name={t`Technologies of project ${number}`}
                keywords={p.keywords ?? []}
                onChange={(keywords) => set({ keywords })}
              />
              <BulletsEditor
                bullets={p.highlights ?? []}
                owner={name}
                rephraseFor={rephraseFor}
                max={30}
                onChange={(highlights) => set({ highlights })}
              />
            </Box>
          </EntryFieldset>
        );
      })}
    </>
  );
}
