import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SECTION_TITLES, type SectionId } from '@jobfit/contracts';
import { moveItem } from '../utils/move-item';
import { MoveButtons } from './move-buttons';

type SectionOrderEditorProps = {
  /** The sections that have content, in their current order. */
  sections: SectionId[];
  onChange: (order: SectionId[]) => void;
};

/** The order of the CV's sections, as the export places them. */
export function SectionOrderEditor({ sections, onChange }: SectionOrderEditorProps) {
  const { t } = useLingui();
  return (
    <Box component="ol" aria-label={t`Section order`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {sections.map((id, i) => {
        const section = SECTION_TITLES[id];
        return (
          <Box
            component="li"
            key={id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.5,
              px: 1.5,
              borderRadius: 1,
              '&:nth-of-type(odd)': { bgcolor: 'rgb(145 158 171 / 0.08)' },
            }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary', width: 20 }}>
              {i + 1}.
            </Typography>
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              {SECTION_TITLES[id]}
            </Typography>
            <MoveButtons
              name={t`section ${section}`}
              index={i}
              count={sections.length}
              onMove={(to) => onChange(moveItem(sections, i, to))}
            />
          </Box>
        );
      })}
    </Box>
  );
}
