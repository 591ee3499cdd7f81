import ArticleRounded from '@mui/icons-material/ArticleRounded';
import { ComingSoon } from 'src/components/coming-soon/coming-soon';

export function TailoredDocuments() {
  return (
    <>
      <title>{'Tailored documents | Jobfit'}</title>
      <ComingSoon
        title="Tailored documents"
        description="CVs and cover letters built from your scans."
        icon={<ArticleRounded />}
      />
    </>
  );
}
