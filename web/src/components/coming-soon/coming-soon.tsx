import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import type { ReactNode } from 'react';
import { EmptyContent } from 'src/components/empty-content/empty-content';
import { PageHeader } from 'src/components/page-header/page-header';

type ComingSoonProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  detail?: ReactNode;
};

/** A dashboard page whose content ships in a later release: its title and an honest empty state. */
export function ComingSoon({ title, description, icon, detail }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <EmptyContent
        icon={icon ?? <ConstructionRounded />}
        title="Coming in a later release"
        description={
          detail ??
          'This part of Jobfit is being built. Nothing here yet — no sample data, no placeholders pretending to be yours.'
        }
      />
    </>
  );
}
