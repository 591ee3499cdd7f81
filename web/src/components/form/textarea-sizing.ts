import type { TextFieldProps } from '@mui/material/TextField';

/** Whether this browser sizes a textarea to its text itself (CSS `field-sizing: content`). */
const CSS_SIZES_TEXTAREAS =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('field-sizing', 'content')
    : false;

/** How a multiline TextField grows with its text: its props, its input slot and its styles. */
export interface TextareaSizing {
  field: Pick<TextFieldProps, 'multiline' | 'rows' | 'minRows'>;
  /** Goes into `slotProps.input`: the plain textarea, where CSS sizes it. */
  input?: { inputComponent: 'textarea' };
  sx?: Record<string, unknown>;
}

/**
 * A multiline TextField that grows with its text from `minRows` lines (decision 234). Where the
 * browser sizes textareas by CSS, a plain textarea with `field-sizing: content` and a minimum
 * height of `minRows` lines. Elsewhere, MUI's autosizing textarea, which measures itself in a
 * layout effect after every render of the field, each a forced layout of the page: the master CV
 * editor's dozens of them took ~0.3 s of every mount, and a click on a link waited for it.
 *
 * @example const s = textareaSizing(3); <TextField {...s.field} slotProps={{ input: s.input }} sx={s.sx} />
 */
export function textareaSizing(minRows: number, cssSizing = CSS_SIZES_TEXTAREAS): TextareaSizing {
  if (!cssSizing) return { field: { multiline: true, minRows } };
  return {
    field: { multiline: true, rows: minRows },
    input: { inputComponent: 'textarea' },
    sx: { '& textarea': { fieldSizing: 'content', minHeight: `${minRows}lh` } },
  };
}
