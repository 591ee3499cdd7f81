import { Trans, useLingui } from '@lingui/react/macro';
import AddRounded from '@mui/icons-material/AddRounded';
import ContactsRounded from '@mui/icons-material/ContactsRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import InterestsRounded from '@mui/icons-material/InterestsRounded';
import LibraryAddRounded from '@mui/icons-material/LibraryAddRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import ViewAgendaRounded from '@mui/icons-material/ViewAgendaRounded';
import VolunteerActivismRounded from '@mui/icons-material/VolunteerActivismRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { type CvFormValues, MORE_SECTIONS, type MoreSection } from '../utils/resume-form';
import { CvSectionCard } from './cv-section-card';
import { CvTextField } from './cv-text-field';
import { EntryList } from './entry-list';
import { FieldGrid } from './field-grid';

// The sections many CVs do without: each shows when it has entries or the user adds it, so a
// parsed "Awards" or "Affiliations" is never hidden and an empty one takes no room.

const join = (...parts: string[]) => parts.filter((p) => p.trim()).join(' · ');

type SectionSpec = {
  section: MoreSection;
  title: string;
  /** The "Add …" button of the section picker. */
  pick: string;
  description?: string;
  icon: ReactNode;
  render: (startWithOne: boolean) => ReactNode;
};

/** The sections' specs in the interface language. */
function useSections(): SectionSpec[] {
  const { t } = useLingui();
  const dateHelp = t`YYYY or YYYY-MM`;
  return [
    {
      section: 'awards',
      title: t`Awards`,
      pick: t`Awards`,
      icon: <EmojiEventsRounded />,
      render: (startWithOne) => (
        <EntryList
          section="awards"
          labels={{ add: t`Add award`, untitled: t`New award`, item: (n) => t`award ${n}` }}
          startWithOne={startWithOne}
          summarize={(a) => join(a.title, a.awarder)}
          emptyText={t`No awards.`}
          renderEntry={(i) => (
            <FieldGrid>
              <CvTextField name={`awards.${i}.title`} label={t`Award`} />
              <CvTextField name={`awards.${i}.awarder`} label={t`Awarded by`} />
              <CvTextField name={`awards.${i}.date`} label={t`Date`} helperText={dateHelp} />
              <CvTextField name={`awards.${i}.summary`} label={t`What it was for`} multiline wide />
            </FieldGrid>
          )}
        />
      ),
    },
    {
      section: 'publications',
      title: t`Publications`,
      pick: t`Publications`,
      icon: <MenuBookRounded />,
      render: (startWithOne) => (
        <EntryList
          section="publications"
          labels={{
            add: t`Add publication`,
            untitled: t`New publication`,
            item: (n) => t`publication ${n}`,
          }}
          startWithOne={startWithOne}
          summarize={(p) => join(p.name, p.publisher)}
          emptyText={t`No publications.`}
          renderEntry={(i) => (
            <FieldGrid>
              <CvTextField name={`publications.${i}.name`} label={t`Title`} wide />
              <CvTextField name={`publications.${i}.publisher`} label={t`Publisher`} />
              <CvTextField
                name={`publications.${i}.releaseDate`}
                label={t`Date`}
                helperText={dateHelp}
              />
              <CvTextField name={`publications.${i}.url`} label={t`Link`} type="url" wide />
              <CvTextField name={`publications.${i}.summary`} label={t`About it`} multiline wide />
            </FieldGrid>
          )}
        />
      ),
    },
    {
      section: 'volunteer',
      title: t`Volunteering`,
      pick: t`Volunteering`,
      icon: <VolunteerActivismRounded />,
      render: (startWithOne) => (
        <EntryList
          section="volunteer"
          labels={{ add: t`Add role`, untitled: t`New role`, item: (n) => t`role ${n}` }}
          startWithOne={startWithOne}
          summarize={(v) => join(v.position, v.organization)}
          emptyText={t`No volunteering.`}
          renderEntry={(i) => (
            <FieldGrid>
              <CvTextField name={`volunteer.${i}.position`} label={t`Role`} />
              <CvTextField name={`volunteer.${i}.organization`} label={t`Organisation`} />
              <CvTextField
                name={`volunteer.${i}.startDate`}
                label={t`Start date`}
                helperText={dateHelp}
              />
              <CvTextField
                name={`volunteer.${i}.endDate`}
                label={t`End date`}
                helperText={dateHelp}
              />
              <CvTextField
                name={`volunteer.${i}.summary`}
                label={t`About the role`}
                multiline
                wide
              />
              <CvTextField
                name={`volunteer.${i}.highlights`}
                label={t`Achievements`}
                helperText={t`One per line`}
                multiline
                minRows={2}
                wide
              />
            </FieldGrid>
          )}
        />
      ),
    },
    {
      section: 'interests',
      title: t`Interests`,
      pick: t`Interests`,
      icon: <InterestsRounded />,
      render: (startWithOne) => (
        <EntryList
          section="interests"
          labels={{
            add: t`Add interest`,
            untitled: t`New interest`,
            item: (n) => t`interest ${n}`,
          }}
          startWithOne={startWithOne}
          summarize={(x) => x.name}
          emptyText={t`No interests.`}
          renderEntry={(i) => (
            <FieldGrid>
              <CvTextField name={`interests.${i}.name`} label={t`Interest`} />
              <CvTextField
                name={`interests.${i}.keywords`}
                label={t`Details`}
                helperText={t`Comma-separated`}
              />
            </FieldGrid>
          )}
        />
      ),
    },
    {
      section: 'references',
      title: t`References`,
      pick: t`References`,
      icon: <ContactsRounded />,
      render: (startWithOne) => (
        <EntryList
          section="references"
          labels={{
            add: t`Add reference`,
            untitled: t`New reference`,
            item: (n) => t`reference ${n}`,
          }}
          startWithOne={startWithOne}
          summarize={(r) => r.name}
          emptyText={t`No references.`}
          renderEntry={(i) => (
            <FieldGrid>
              <CvTextField
                name={`references.${i}.name`}
                label={t`Referee`}
                placeholder={t`Available on request`}
                wide
              />
              <CvTextField
                name={`references.${i}.reference`}
                label={t`Reference`}
                multiline
                minRows={2}
                wide
              />
            </FieldGrid>
          )}
        />
      ),
    },
    {
      section: 'custom',
      title: t`Other sections`,
      pick: t`Another section`,
      description: t`Sections with your own heading, printed as you write them.`,
      icon: <ViewAgendaRounded />,
      render: (startWithOne) => (
        <EntryList
          section="custom"
          labels={{ add: t`Add section`, untitled: t`New section`, item: (n) => t`section ${n}` }}
          startWithOne={startWithOne}
          summarize={(c) => c.title}
          emptyText={t`No other sections.`}
          renderEntry={(i) => (
            <FieldGrid>
              <CvTextField
                name={`custom.${i}.title`}
                label={t`Heading`}
                placeholder={t`Affiliations`}
                helperText={t`Printed as you write it. A section without a heading is not printed.`}
                wide
              />
              <CvTextField
                name={`custom.${i}.items`}
                label={t`Lines`}
                helperText={t`One per line`}
                multiline
                minRows={3}
                wide
              />
            </FieldGrid>
          )}
        />
      ),
    },
  ];
}

/** Awards, publications, volunteering, interests, references and the CV's own sections. */
export function MoreSections() {
  const sections = useSections();
  const { control } = useFormContext<CvFormValues>();
  const lists = useWatch({ control, name: MORE_SECTIONS });
  const [added, setAdded] = useState<ReadonlySet<MoreSection>>(new Set());
  const shown = sections.filter((s, i) => (lists[i]?.length ?? 0) > 0 || added.has(s.section));
  const hidden = sections.filter((s) => !shown.includes(s));
  return (
    <>
      {shown.map((s) => (
        <CvSectionCard
          key={s.section}
          id={s.section}
          title={s.title}
          description={s.description}
          icon={s.icon}
        >
          {s.render(added.has(s.section))}
        </CvSectionCard>
      ))}
      {hidden.length > 0 && (
        <Card component="section" aria-labelledby="cv-section-more" sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
            <LibraryAddRounded sx={{ color: 'text.secondary' }} />
            <Typography id="cv-section-more" component="h2" variant="subtitle1">
              <Trans>Add a section</Trans>
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {hidden.map((s) => (
              <Button
                key={s.section}
                size="small"
                variant="outlined"
                color="inherit"
                startIcon={<AddRounded />}
                onClick={() => setAdded((prev) => new Set(prev).add(s.section))}
              >
                {s.pick}
              </Button>
            ))}
          </Box>
        </Card>
      )}
    </>
  );
}
