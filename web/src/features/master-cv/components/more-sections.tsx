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
import type { CvFormValues } from '../utils/resume-form';
import { CvSectionCard } from './cv-section-card';
import { CvTextField } from './cv-text-field';
import { EntryList } from './entry-list';
import { FieldGrid } from './field-grid';

// The sections many CVs do without: each shows when it has entries or the user adds it, so a
// parsed "Awards" or "Affiliations" is never hidden and an empty one takes no room.

const DATE_HELP = 'YYYY or YYYY-MM';
const join = (...parts: string[]) => parts.filter((p) => p.trim()).join(' · ');

type MoreSection = 'awards' | 'publications' | 'volunteer' | 'interests' | 'references' | 'custom';

type SectionSpec = {
  section: MoreSection;
  title: string;
  /** The "Add …" button of the section picker. */
  pick: string;
  description?: string;
  icon: ReactNode;
  render: (startWithOne: boolean) => ReactNode;
};

const SECTIONS: SectionSpec[] = [
  {
    section: 'awards',
    title: 'Awards',
    pick: 'Awards',
    icon: <EmojiEventsRounded />,
    render: (startWithOne) => (
      <EntryList
        section="awards"
        noun="award"
        startWithOne={startWithOne}
        summarize={(a) => join(a.title, a.awarder)}
        emptyText="No awards."
        renderEntry={(i) => (
          <FieldGrid>
            <CvTextField name={`awards.${i}.title`} label="Award" />
            <CvTextField name={`awards.${i}.awarder`} label="Awarded by" />
            <CvTextField name={`awards.${i}.date`} label="Date" helperText={DATE_HELP} />
            <CvTextField name={`awards.${i}.summary`} label="What it was for" multiline wide />
          </FieldGrid>
        )}
      />
    ),
  },
  {
    section: 'publications',
    title: 'Publications',
    pick: 'Publications',
    icon: <MenuBookRounded />,
    render: (startWithOne) => (
      <EntryList
        section="publications"
        noun="publication"
        startWithOne={startWithOne}
        summarize={(p) => join(p.name, p.publisher)}
        emptyText="No publications."
        renderEntry={(i) => (
          <FieldGrid>
            <CvTextField name={`publications.${i}.name`} label="Title" wide />
            <CvTextField name={`publications.${i}.publisher`} label="Publisher" />
            <CvTextField
              name={`publications.${i}.releaseDate`}
              label="Date"
              helperText={DATE_HELP}
            />
            <CvTextField name={`publications.${i}.url`} label="Link" type="url" wide />
            <CvTextField name={`publications.${i}.summary`} label="About it" multiline wide />
          </FieldGrid>
        )}
      />
    ),
  },
  {
    section: 'volunteer',
    title: 'Volunteering',
    pick: 'Volunteering',
    icon: <VolunteerActivismRounded />,
    render: (startWithOne) => (
      <EntryList
        section="volunteer"
        noun="role"
        startWithOne={startWithOne}
        summarize={(v) => join(v.position, v.organization)}
        emptyText="No volunteering."
        renderEntry={(i) => (
          <FieldGrid>
            <CvTextField name={`volunteer.${i}.position`} label="Role" />
            <CvTextField name={`volunteer.${i}.organization`} label="Organisation" />
            <CvTextField
              name={`volunteer.${i}.startDate`}
              label="Start date"
              helperText={DATE_HELP}
            />
            <CvTextField name={`volunteer.${i}.endDate`} label="End date" helperText={DATE_HELP} />
            <CvTextField name={`volunteer.${i}.summary`} label="About the role" multiline wide />
            <CvTextField
              name={`volunteer.${i}.highlights`}
              label="Achievements"
              helperText="One per line"
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
    title: 'Interests',
    pick: 'Interests',
    icon: <InterestsRounded />,
    render: (startWithOne) => (
      <EntryList
        section="interests"
        noun="interest"
        startWithOne={startWithOne}
        summarize={(x) => x.name}
        emptyText="No interests."
        renderEntry={(i) => (
          <FieldGrid>
            <CvTextField name={`interests.${i}.name`} label="Interest" />
            <CvTextField
              name={`interests.${i}.keywords`}
              label="Details"
              helperText="Comma-separated"
            />
          </FieldGrid>
        )}
      />
    ),
  },
  {
    section: 'references',
    title: 'References',
    pick: 'References',
    icon: <ContactsRounded />,
    render: (startWithOne) => (
      <EntryList
        section="references"
        noun="reference"
        startWithOne={startWithOne}
        summarize={(r) => r.name}
        emptyText="No references."
        renderEntry={(i) => (
          <FieldGrid>
            <CvTextField
              name={`references.${i}.name`}
              label="Referee"
              placeholder="Available on request"
              wide
            />
            <CvTextField
              name={`references.${i}.reference`}
              label="Reference"
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
    title: 'Other sections',
    pick: 'Another section',
    description: 'Sections with your own heading, printed as you write them.',
    icon: <ViewAgendaRounded />,
    render: (startWithOne) => (
      <EntryList
        section="custom"
        noun="section"
        startWithOne={startWithOne}
        summarize={(c) => c.title}
        emptyText="No other sections."
        renderEntry={(i) => (
          <FieldGrid>
            <CvTextField
              name={`custom.${i}.title`}
              label="Heading"
              placeholder="Affiliations"
              helperText="Printed as you write it. A section without a heading is not printed."
              wide
            />
            <CvTextField
              name={`custom.${i}.items`}
              label="Lines"
              helperText="One per line"
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

/** Awards, publications, volunteering, interests, references and the CV's own sections. */
export function MoreSections() {
  const { control } = useFormContext<CvFormValues>();
  const lists = useWatch({ control, name: SECTIONS.map((s) => s.section) });
  const [added, setAdded] = useState<ReadonlySet<MoreSection>>(new Set());
  const shown = SECTIONS.filter((s, i) => (lists[i]?.length ?? 0) > 0 || added.has(s.section));
  const hidden = SECTIONS.filter((s) => !shown.includes(s));
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
              Add a section
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
