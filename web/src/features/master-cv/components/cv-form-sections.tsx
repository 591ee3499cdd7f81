import Box from '@mui/material/Box';
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

/**
 * Every section of the CV editor, in CV order, so every field the parser fills is shown; the
 * surrounding FormProvider owns the state.
 */
export function CvFormSections() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <BasicsSection />
      <WorkSection />
      <EducationSection />
      <SkillsSection />
      <ProjectsSection />
      <CertificatesSection />
      <LanguagesSection />
      <MoreSections />
    </Box>
  );
}
