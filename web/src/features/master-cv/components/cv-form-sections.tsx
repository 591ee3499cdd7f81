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

/** The sections below the first screen, in CV order. */
const LATER_SECTIONS = [
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
 * surrounding FormProvider owns the state. The sections below the first screen mount one per task
 * after it (their values are in the form already), so the page answers a click at once.
 */
export function CvFormSections() {
  const { t } = useLingui();
  const shown = useStagedMount(LATER_SECTIONS.length);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <BasicsSection />
      {/* A fixed list: its place is each section's key. */}
      {LATER_SECTIONS.slice(0, shown).map((Section, i) => (
        <Section key={i} />
      ))}
      {shown < LATER_SECTIONS.length && (
        <Skeleton variant="rounded" height={640} aria-label={t`Loading the CV sections`} />
      )}
    </Box>
  );
}
