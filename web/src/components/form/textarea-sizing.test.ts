import { describe, expect, it } from 'vitest';
import { textareaSizing } from './textarea-sizing';

describe('textareaSizing', () => {
  it('where CSS sizes textareas: a plain textarea sized to its text, at least minRows lines', () => {
    expect(textareaSizing(3, true)).toEqual({
      field: { multiline: true, rows: 3 },
      input: { inputComponent: 'textarea' },
      sx: { '& textarea': { fieldSizing: 'content', minHeight: '3lh' } },
    });
  });

  it('elsewhere: MUI’s autosizing textarea from minRows lines', () => {
    expect(textareaSizing(2, false)).toEqual({ field: { multiline: true, minRows: 2 } });
  });
});
