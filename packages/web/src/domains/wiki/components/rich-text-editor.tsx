/**
 * The wiki's rich-text editor (TipTap): headings, lists, links, images, tables. What it produces is
 * sanitised again on the server; only in the editors' lazy chunk.
 */
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export function RichTextEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
      Image,
      TableKit,
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const buttons: Array<[keyof NonNullable<typeof state>, string, () => void]> = [
    ['h2', 'Überschrift', () => chain().toggleHeading({ level: 2 }).run()],
    ['h3', 'Zwischenüberschrift', () => chain().toggleHeading({ level: 3 }).run()],
    ['bold', 'Fett', () => chain().toggleBold().run()],
    ['italic', 'Kursiv', () => chain().toggleItalic().run()],
    ['bullet', 'Liste', () => chain().toggleBulletList().run()],
    ['ordered', 'Nummerierte Liste', () => chain().toggleOrderedList().run()],
    [
      'link',
      'Link',
      () => {
        const url = window.prompt('Link (https://…)');
        if (url === null) return;
        if (url === '') chain().unsetLink().run();
        else chain().setLink({ href: url }).run();
      },
    ],
  ];
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <ToggleButtonGroup size="small" aria-label="Formatierung" sx={{ flexWrap: 'wrap' }}>
          {buttons.map(([key, text, run]) => (
            <ToggleButton
              key={key}
              value={key}
              selected={state?.[key] ?? false}
              onClick={run}
              aria-label={text}
            >
              {text}
            </ToggleButton>
          ))}
          <ToggleButton
            value="image"
            aria-label="Bild"
            onClick={() => {
              const src = window.prompt('Bildadresse (https://…)');
              if (src) chain().setImage({ src }).run();
            }}
          >
            Bild
          </ToggleButton>
          <ToggleButton
            value="table"
            aria-label="Tabelle"
            onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
          >
            Tabelle
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        sx={{
          p: 1.5,
          minHeight: 200,
          '& .ProseMirror': { outline: 'none', minHeight: 180 },
          '& table': { borderCollapse: 'collapse' },
          '& td, & th': { border: 1, borderColor: 'divider', p: 0.5, minWidth: 40 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
