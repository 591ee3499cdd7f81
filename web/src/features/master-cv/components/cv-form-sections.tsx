import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useAfterPaint } from 'src/hooks/use-after-paint';
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
 * surrounding FormProvider owns the state. The sections below the first screen mount a frame
 * after it (their values are in the form already), so the page answers a click at once.
 */
export function CvFormSections() {
  const { t } = useLingui();
  const painted = useAfterPaint();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <BasicsSection />
      {painted ? (
        <>
          <WorkSection />
          <EducationSection />
          <SkillsSection />
          <ProjectsSection />
          <CertificatesSection />
          <LanguagesSection />
          <MoreSections />
        </>
      ) : (
        <Skeleton variant="rounded" height={640} aria-label={t`Loading the CV sections`} />
      )}
    </Box>
  );
}
