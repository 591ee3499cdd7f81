import { t } from '@lingui/core/macro';
import { type CreateDocumentInput, QuotaDetails } from '@jobfit/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from 'src/lib/api-error';
import { paths } from 'src/routes/paths';
import { createDocument } from '../api/create-document';

export type CreateError = { message: string; quota: QuotaDetails | null };

/** Creates a document from a scan and opens it in the editor; errors stay in the dialog. */
export function useCreateDocument() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<CreateError | null>(null);

  const create = async (input: CreateDocumentInput) => {
    setCreating(true);
    setError(null);
    try {
      const doc = await createDocument(input);
      navigate(paths.dashboard.jobAnalyzer.tailoredDocument(doc.id));
    } catch (err) {
      const quota =
        err instanceof ApiError && err.status === 402
          ? (QuotaDetails.safeParse(err.details).data ?? null)
          : null;
      setError({
        message: errorMessage(err, t`The document could not be created.`),
        quota,
      });
      setCreating(false);
    }
  };

  return { create, creating, error, clearError: () => setError(null) };
}
