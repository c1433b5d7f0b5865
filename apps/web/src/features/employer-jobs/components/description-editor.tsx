import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEmployerT } from '../../../i18n/employer-texts';
import classes from './description-editor.module.css';

/**
 * The job description (SPEC §5): Mantine's Tiptap editor limited to what the shared allow-list keeps
 * (paragraphs, bold, italic, underline, strike, headings 2–4, lists, quotes, links, rules). The server
 * sanitises again on write; the public view renders only the sanitised HTML.
 */
export function DescriptionEditor({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const et = useEmployerT();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
    ],
    content: value,
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    // The advert takes its direction from what is written (decision 0055): a Dhivehi paragraph is typed
    // and shown right to left, as the job page will show it.
    editorProps: {
      attributes: { 'aria-label': et('Description'), 'aria-multiline': 'true', role: 'textbox', dir: 'auto' },
    },
  });
  return (
    <Input.Wrapper label={et('Description')} required withAsterisk={false} error={error}>
      <RichTextEditor
        editor={editor}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} className={classes.content} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
