import ArticleRounded from '@mui/icons-material/ArticleRounded';
import { useParams } from 'react-router';
import { ComingSoon } from 'src/components/coming-soon/coming-soon';

export function TailoredDocument() {
  const { id } = useParams();
  return (
    <>
      <title>{'Tailored document | Jobfit'}</title>
      <ComingSoon
        title="Tailored document"
        description={`One tailored CV or cover letter. (#${id ?? ''})`}
        icon={<ArticleRounded />}
      />
    </>
  );
}
