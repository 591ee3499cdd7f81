import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dateRange, type Resume } from '@jobfit/contracts';
import { moveItem, removeAt, replaceAt } from '../utils/move-item';
import { MoveButtons } from './move-buttons';
import { BulletsEditor } from './bullets-editor';
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
          <Box key={pi} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" noWrap>
              {name}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                {dateRange(p.startDate, p.endDate)}
              </Typography>
              <MoveButtons
                name={t`project ${number}`}
                index={pi}
                count={projects.length}
                onMove={(to) => onChange(moveItem(projects, pi, to))}
                onRemove={() => onChange(removeAt(projects, pi))}
              />
            </Box>
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
          </Box>
        );
      })}
    </>
  );
}
