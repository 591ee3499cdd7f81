import { t } from '@lingui/core/macro';
import { toast } from 'src/components/toaster/toaster';

/** How long the Undo stays offered after a removal. */
const UNDO_MS = 8000;

/**
 * Removes a form row at once and offers Undo, which puts the same values back at the same place
 * (quicker than a confirmation for a form that is only saved later anyway).
 */
export function removeWithUndo<T>({
  what,
  index,
  value,
  remove,
  insert,
}: {
  what: string;
  index: number;
  value: T;
  remove: (index: number) => void;
  insert: (index: number, value: T) => void;
}) {
  remove(index);
  toast(t`${what} removed`, {
    duration: UNDO_MS,
    action: { label: t`Undo`, onClick: () => insert(index, value) },
  });
}
