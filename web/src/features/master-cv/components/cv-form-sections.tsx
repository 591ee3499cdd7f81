import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useStagedMount } from 'src/hooks/use-staged-mount';
import { BasicsSection } from './basics-section';
import {
  CertificatesSection,
  EducationSection,
  LanguagesSection,
  ProjectsSection,
  SkillsSection,
  WorkSection,
} from './list-sections';
import { MoreSections } from './more-sections';

/** The sections, in CV order. */
const SECTIONS = [
  BasicsSection,
  WorkSection,
  EducationSection,
  SkillsSection,
  ProjectsSection,
  CertificatesSection,
  LanguagesSection,
  MoreSections,
];

/**
 * Every section of the CV editor, in CV order, so every field the parser fills is shown; the
 * surrounding FormProvider owns the state. The sections mount one per task after the page's first
 * paint (their values are in the form already): the page shows at once, and a click elsewhere is
 * answered between two sections.
 */
export function CvFormSections() {
  const { t } = useLingui();
  const shown = useStagedMount(SECTIONS.length);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {/* A fixed list: its place is each section's key. */}
      {SECTIONS.slice(0, shown).map((Section, i) => (
        <Section key={i} />
      ))}
      {shown < SECTIONS.length && (
        <Skeleton variant="rounded" height={640} aria-label={t`Loading the CV sections`} />
      )}
    </Box>
  );
}
