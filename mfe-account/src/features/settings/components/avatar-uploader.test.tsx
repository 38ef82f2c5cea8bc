import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { refreshProfile } from '@norsecraft/shared';
import { uploadAvatar } from '../api/upload-avatar';
import { AvatarUploader } from './avatar-uploader';

jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  refreshProfile: jest.fn(),
}));
jest.mock('../api/upload-avatar', () => ({ uploadAvatar: jest.fn() }));

const upload = jest.mocked(uploadAvatar);

const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/gif': [...'GIF89a'].map((c) => c.charCodeAt(0)),
};

/** A file of `size` bytes starting with the signature of `type` unless `lying`. */
function pick(name: string, type: string, size = 1024, lying = false) {
  const bytes = new Uint8Array(size);
  if (!lying) bytes.set(SIGNATURES[type] ?? []);
  const file = new File([bytes], name, { type });
  // userEvent.upload honours `accept`; the component must still check what it is given.
  return userEvent.upload(screen.getByLabelText('Avatar image'), file, { applyAccept: false });
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderWithProviders(<AvatarUploader userId="u1" avatarUrl={null} username="thor" />);
});

describe('AvatarUploader', () => {
  it('refuses a file that is not an image', async () => {
    await pick('notes.txt', 'text/plain');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid file type. Please upload an image.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB', async () => {
    await pick('big.png', 'image/png', 6 * 1024 * 1024);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File size too large. Maximum size is 5MB.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a .bmp', async () => {
    await pick('old.bmp', 'image/bmp');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid file type. Allowed types: JPG, PNG, GIF',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file whose bytes are not the image it claims to be', async () => {
    await pick('fake.png', 'image/png', 1024, true);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type. Please upload an image.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a PNG and reloads the shared profile', async () => {
    upload.mockResolvedValue('http://stack/avatar.png?v=1');
    await pick('me.png', 'image/png');
    expect(await screen.findByText('Avatar updated.')).toBeVisible();
    expect(upload).toHaveBeenCalledWith('u1', expect.any(File));
    expect(refreshProfile).toHaveBeenCalled();
  });

  it("shows 'Failed to upload image' when the server refuses", async () => {
    upload.mockRejectedValue(new Error('Failed to upload image'));
    await pick('me.gif', 'image/gif');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload image');
  });

  it('opens the picker from a keyboard-reachable button', () => {
    expect(screen.getByRole('button', { name: 'Change Avatar' })).toBeInTheDocument();
  });
});
