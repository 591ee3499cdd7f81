import { z } from 'zod';

// Pieces the route files share (decision 172). Private to the route table.

/** A path `{id}` that must be a UUID, as the server's own parameter validators require. */
export const idParam = (what: string) =>
  z.object({ id: z.uuid().meta({ description: `The ${what}'s id.` }) });

/** A file answered as it is stored (no JSON body). */
export const FILE_RESPONSE = 'application/octet-stream';

/** A multipart upload with one `file` field. */
export const FileUpload = z.object({
  file: z.file().meta({ description: 'The file, as a multipart/form-data field named "file".' }),
});
