import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { moveItem, removeAt, replaceAt } from '../utils/move-item';
import { AddButton } from './add-button';
import { MoveButtons } from './move-buttons';
import { RephraseButton } from './rephrase-button';

type BulletsEditorProps = {
  bullets: string[];
  /** Whose bullets, for accessible names: "Senior Engineer, Northwind, bullet 2". */
  owner: string;
  onChange: (bullets: string[]) => void;
  /** Set when the optional LLM is on: offers a rephrasing per bullet. */
  rephraseFor?: string | undefined;
  max?: number;
  /** The add button's text: "Add bullet" unless the list holds lines of another kind. */
  addLabel?: string;
};

/** A job's or a project's bullets: edit, rephrase, reorder, add, remove. */
export function BulletsEditor({
  bullets,
  owner,
  onChange,
  rephraseFor,
  max,
  addLabel,
}: BulletsEditorProps) {
  const { t } = useLingui();
  return (
    <>
      {bullets.map((h, i) => {
        const number = i + 1;
        return (
          <Box key={i} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              fullWidth
              multiline
              value={h}
              slotProps={{ htmlInput: { 'aria-label': t`${owner}, bullet ${number}` } }}
              onChange={(e) => onChange(replaceAt(bullets, i, e.target.value))}
            />
            <Box sx={{ display: 'flex', flexShrink: 0, pt: 0.25 }}>
              {rephraseFor && (
                <RephraseButton
                  documentId={rephraseFor}
                  kind="bullet"
                  text={h}
                  onAccept={(s) => onChange(replaceAt(bullets, i, s))}
                />
              )}
              <MoveButtons
                name={t`bullet ${number} of ${owner}`}
                index={i}
                count={bullets.length}
                onMove={(to) => onChange(moveItem(bullets, i, to))}
                onRemove={() => onChange(removeAt(bullets, i))}
              />
            </Box>
          </Box>
        );
      })}
      <AddButton
        disabled={max !== undefined && bullets.length >= max}
        onClick={() => onChange([...bullets, ''])}
      >
        {addLabel ?? t`Add bullet`}
      </AddButton>
    </>
  );
}
