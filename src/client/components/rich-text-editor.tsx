import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

/**
 * Spec part 1 §9, the rich-text editor's defaults (the candidate analysis's, which the page's content shares). Quill's own font (serif, monospace), size (small,
 * large, huge) and indent (1 to 8) formats are exactly the spec's, so only the toolbar, links, images and
 * history are set here.
 */
const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'];
const IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'];
const TOOLBAR = [
  [{ header: [1, 2, 3, false] }, { font: [] }, { size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'link', 'image'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['clean'],
];

// Quill reads the allowed link schemes from the format class; anything else becomes about:blank.
(Quill.import('formats/link') as { PROTOCOL_WHITELIST: string[] }).PROTOCOL_WHITELIST = LINK_PROTOCOLS;

/** Names for Quill's toolbar controls, which it labels with format names or draws with CSS only. */
const CONTROL_NAMES: Record<string, string> = {
  '.ql-bold': 'Bold',
  '.ql-italic': 'Italic',
  '.ql-underline': 'Underline',
  '.ql-link': 'Link',
  '.ql-image': 'Image',
  '.ql-list[value="ordered"]': 'Numbered list',
  '.ql-list[value="bullet"]': 'Bullet list',
  '.ql-clean': 'Clear formatting',
  '.ql-header .ql-picker-label': 'Heading',
  '.ql-font .ql-picker-label': 'Font',
  '.ql-size .ql-picker-label': 'Size',
};
const PICKER_ITEM_NAME: Record<string, (value: string | null) => string> = {
  'ql-header': (value) => (value ? `Heading ${value}` : 'Normal text'),
  'ql-font': (value) => value ?? 'Sans serif',
  'ql-size': (value) => value ?? 'Normal size',
};

function nameToolbarControls(toolbar: HTMLElement) {
  for (const [selector, name] of Object.entries(CONTROL_NAMES)) {
    toolbar.querySelector(selector)?.setAttribute('aria-label', name);
  }
  for (const [pickerClass, nameOf] of Object.entries(PICKER_ITEM_NAME)) {
    toolbar.querySelectorAll(`.${pickerClass} .ql-picker-item`).forEach((item) => {
      item.setAttribute('aria-label', nameOf(item.getAttribute('data-value')));
    });
  }
}

/** An empty editor still holds one empty paragraph; that is no text at all. */
const EMPTY_EDITOR = /^<p>(<br>)?<\/p>$/;

const Frame = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xs};

  .ql-toolbar.ql-snow {
    border-color: ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
  }

  .ql-container.ql-snow {
    min-height: 10rem;
    font: inherit;
    border-color: ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => `0 0 ${theme.radii.md} ${theme.radii.md}`};
  }

  .ql-editor:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.navy};
    outline-offset: -3px;
  }
`;

type TRichTextEditorProps = {
  value: string;
  onChange(html: string): void;
  /** The ids of the label and hint, which the editable area is described by. */
  labelId: string;
  hintId: string;
};

/**
 * Rich text (a candidate's analysis, a page's tile) in a Quill 2 editor. Tab leaves the editor (only in a list does it indent), so a keyboard
 * user is never trapped in it. The HTML is Quill's own (`root.innerHTML`), which the server sanitizes.
 */
export default function RichTextEditor({ value, onChange, labelId, hintId }: TRichTextEditorProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const initialValue = useRef(value);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const container = frame.appendChild(document.createElement('div'));
    const quill = new Quill(container, {
      theme: 'snow',
      modules: {
        toolbar: TOOLBAR,
        history: { delay: 1000, maxStack: 100, userOnly: true },
        uploader: { mimetypes: IMAGE_TYPES },
        keyboard: { bindings: { tab: false } },
      },
    });
    const toolbar = quill.getModule('toolbar') as { container: HTMLElement };
    nameToolbarControls(toolbar.container);
    quill.setContents(quill.clipboard.convert({ html: initialValue.current }), 'silent');
    quill.history.clear();
    Object.entries({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-describedby': hintId,
    }).forEach(([name, attribute]) => quill.root.setAttribute(name, attribute));
    quill.on('text-change', () => {
      const html = quill.root.innerHTML;
      latestOnChange.current(EMPTY_EDITOR.test(html) ? '' : html);
    });
    return () => {
      frame.replaceChildren();
    };
  }, [labelId, hintId]);

  return <Frame ref={frameRef} />;
}
