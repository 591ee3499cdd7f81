import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { textareaSizing } from 'src/components/form/textarea-sizing';
import type { CoverLetter, DocumentContent } from '@jobfit/contracts';
import type { EditorState } from '../utils/editor-draft';
import { moveItem, removeAt, replaceAt } from '../utils/move-item';
import { EditorCard } from './editor-card';
import { PageSizeField } from './page-size-field';
import { LetterToneField } from './letter-tone-field';
import { MoveButtons } from './move-buttons';
import { RephraseButton } from './rephrase-button';
import { AddButton } from './add-button';
import { LetterJobDetails } from './letter-job-details';

/** A paragraph field: three lines, growing with its text. */
const PARAGRAPH = textareaSizing(3);

type LetterContent = Extract<DocumentContent, { kind: 'cover_letter' }>;

type LetterDocumentEditorProps = {
  documentId: string;
  /** The job the letter is for; with it, a letter missing its title or employer asks for them. */
  jobTargetId?: string | null;
  state: EditorState & { content: LetterContent };
  onChange: (edit: (prev: EditorState) => EditorState) => void;
  rephraseFor?: string;
};

/** The cover letter as editable text: greeting, paragraphs, closing and signature. */
export function LetterDocumentEditor({
  documentId,
  jobTargetId,
  state,
  onChange,
  rephraseFor,
}: LetterDocumentEditorProps) {
  const { t } = useLingui();
  const { letter } = state.content;
  const set = (edit: (l: CoverLetter) => CoverLetter) =>
    onChange((prev) =>
      prev.content.kind === 'cover_letter'
        ? { ...prev, content: { ...prev.content, letter: edit(prev.content.letter) } }
        : prev,
    );
  const setParagraphs = (paragraphs: string[]) => set((l) => ({ ...l, paragraphs }));
  const takeDraft = (draft: CoverLetter) =>
    set((l) => ({ ...draft, signature: l.signature || draft.signature }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {jobTargetId && (!letter.title || !letter.company) && (
        <LetterJobDetails
          documentId={documentId}
          jobTargetId={jobTargetId}
          tone={letter.tone}
          title={letter.title}
          company={letter.company}
          onRedraft={takeDraft}
        />
      )}
      <EditorCard title={t`Letter`} subheader={t`Use **bold** and *italic* for emphasis.`}>
        <LetterToneField documentId={documentId} tone={letter.tone} onRedraft={takeDraft} />
        <TextField
          label={t`Greeting`}
          size="small"
          fullWidth
          value={letter.greeting}
          onChange={(e) => set((l) => ({ ...l, greeting: e.target.value }))}
        />
        {letter.paragraphs.map((p, i) => {
          const number = i + 1;
          return (
            <Box key={i} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
              <TextField
                label={t`Paragraph ${number}`}
                {...PARAGRAPH.field}
                slotProps={{ input: PARAGRAPH.input }}
                sx={PARAGRAPH.sx}
                fullWidth
                value={p}
                onChange={(e) => setParagraphs(replaceAt(letter.paragraphs, i, e.target.value))}
              />
              <Box sx={{ display: 'flex', flexDirection: 'column', flexShrink: 0 }}>
                {rephraseFor && (
                  <RephraseButton
                    documentId={rephraseFor}
                    kind="letter"
                    text={p}
                    onAccept={(s) => setParagraphs(replaceAt(letter.paragraphs, i, s))}
                  />
                )}
                <MoveButtons
                  name={t`paragraph ${number}`}
                  index={i}
                  count={letter.paragraphs.length}
                  onMove={(to) => setParagraphs(moveItem(letter.paragraphs, i, to))}
                  onRemove={() => setParagraphs(removeAt(letter.paragraphs, i))}
                />
              </Box>
            </Box>
          );
        })}
        <AddButton
          disabled={letter.paragraphs.length >= 20}
          onClick={() => setParagraphs([...letter.paragraphs, ''])}
        >
          <Trans>Add paragraph</Trans>
        </AddButton>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TextField
            label={t`Closing`}
            size="small"
            value={letter.closing}
            onChange={(e) => set((l) => ({ ...l, closing: e.target.value }))}
          />
          <TextField
            label={t`Signature`}
            size="small"
            value={letter.signature}
            onChange={(e) => set((l) => ({ ...l, signature: e.target.value }))}
          />
        </Box>
      </EditorCard>
      <EditorCard title={t`Page`}>
        <PageSizeField
          value={state.pageSize}
          onChange={(pageSize) => onChange((prev) => ({ ...prev, pageSize }))}
        />
      </EditorCard>
    </Box>
  );
}
