import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatAttachments } from './chat-attachments';
import { ChatMessageBubble } from './chat-message-bubble';

const FIGURE = {
  id: 7,
  name: 'figure 1.png',
  size: 2048,
  mimeType: 'image/png',
  url: 'https://api.test/api/chat/attachments/7',
  downloadUrl: 'https://api.test/api/chat/attachments/7?download=1',
};
const REPORT = {
  id: 8,
  name: 'Reviewer report.pdf',
  size: 1_572_864,
  mimeType: 'application/pdf',
  url: 'https://api.test/api/chat/attachments/8',
};

describe('ChatAttachments', () => {
  it('shows an image as a preview whose alt text is the file name', () => {
    render(<ChatAttachments attachments={[FIGURE]} />);
    const image = screen.getByRole('img', { name: 'figure 1.png' });
    expect(image.getAttribute('src')).toBe(FIGURE.url);
  });

  it('links the preview to the download, named with the size', () => {
    render(<ChatAttachments attachments={[FIGURE]} />);
    const link = screen.getByRole('link', { name: 'figure 1.png, image, 2.00 KB, download' });
    expect(link.getAttribute('href')).toBe(FIGURE.downloadUrl);
    expect(link.getAttribute('download')).toBe('figure 1.png');
  });

  it('shows a PDF as a chip with its name and human size, linking to it', () => {
    render(<ChatAttachments attachments={[REPORT]} />);
    const link = screen.getByRole('link', { name: 'PDF, Reviewer report.pdf, 1.50 MB, download' });
    expect(link.getAttribute('href')).toBe(REPORT.url);
    expect(link.textContent).toContain('PDF');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('renders nothing without files', () => {
    const { container } = render(<ChatAttachments attachments={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ChatMessageBubble with files', () => {
  it('shows a message with files and no text without an empty paragraph', () => {
    const { container } = render(
      <ChatMessageBubble
        message={{ id: 1, author: 'admin', body: '', createdAt: null, attachments: [REPORT] }}
        authorLabel="Admin"
        position={1}
        setSize={1}
      />,
    );
    expect(container.querySelector('.q-chat-message__body')).toBeNull();
    expect(screen.getByRole('link', { name: /Reviewer report\.pdf/ })).toBeTruthy();
  });
});
