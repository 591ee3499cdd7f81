import { ErrorContent } from 'src/components/error-content/error-content';

export function NotFound() {
  return (
    <>
      <title>{'Page not found | Jobfit'}</title>
      <ErrorContent
        code="404"
        title="Page not found"
        description="The page you are looking for does not exist or has moved. Check the address, or start again from the dashboard."
      />
    </>
  );
}
