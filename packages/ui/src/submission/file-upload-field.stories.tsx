import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FileUploadField } from './file-upload-field';

const RULES = { extensions: ['pdf', 'docx', 'odt', 'tex', 'zip'], maxBytes: 20 * 1024 * 1024 };

const meta = {
  title: 'Submissions/FileUploadField',
  component: FileUploadField,
  args: { name: 'file', label: 'Manuscript', rules: RULES, required: true },
} satisfies Meta<typeof FileUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Uploading: Story = {
  args: { progress: 0.42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['%PDF-1.4'], 'paper.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText('Manuscript'), file);
    await expect(canvas.getByText('paper.pdf')).toBeInTheDocument();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // The accept attribute would filter the picker; a drop or "All files" can still bring one.
    await userEvent.upload(canvas.getByLabelText('Manuscript'), file, { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('TXT files are not accepted here.');
  },
};

export const ServerRefused: Story = {
  args: { error: 'The file’s content is not a PDF, DOCX, ODT, TeX or ZIP file.' },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <FileUploadField {...args} id="upload-empty" label="Empty" />
      <FileUploadField {...args} id="upload-progress" label="Uploading" progress={0.6} />
      <FileUploadField
        {...args}
        id="upload-error"
        label="Refused by the server"
        error="The file is too large."
      />
      <FileUploadField {...args} id="upload-optional" label="Optional" required={false} />
    </div>
  ),
};
