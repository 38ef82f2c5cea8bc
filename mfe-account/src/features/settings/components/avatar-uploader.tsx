import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Banner, Button } from '@norsecraft/shared';
import { AvatarImage } from '../../../components/avatar-image';
import { errorMessage } from '../../../lib/error-message';
import { useProfileChanged } from '../../../hooks/use-profile-changed';
import { uploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, NOT_AN_IMAGE, UPLOAD_FAILED, validateAvatarFile } from '../lib/avatar-file';
import { contentMatchesType } from '../lib/image-signature';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1 1 220px;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Status =
  { kind: 'idle' } | { kind: 'uploading' } | { kind: 'done' } | { kind: 'error'; message: string };

interface AvatarUploaderProps {
  userId: string;
  avatarUrl: string | null | undefined;
  username: string;
}

/**
 * Picks, checks and uploads a new avatar, then reloads the shared profile so the nav bar and
 * every page show it without a reload.
 */
export function AvatarUploader({ userId, avatarUrl, username }: AvatarUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const profileChanged = useProfileChanged(userId);

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;

    const invalid =
      validateAvatarFile(file) ?? ((await contentMatchesType(file)) ? null : NOT_AN_IMAGE);
    if (invalid) {
      setStatus({ kind: 'error', message: invalid });
      return;
    }
    setStatus({ kind: 'uploading' });
    try {
      await uploadAvatar(userId, file);
      await profileChanged();
      setStatus({ kind: 'done' });
    } catch (caught) {
      console.error('Avatar upload failed', caught);
      setStatus({ kind: 'error', message: errorMessage(caught, UPLOAD_FAILED) });
    }
  }

  return (
    <Row>
      <AvatarImage url={avatarUrl} alt={`${username}'s avatar`} size={96} />
      <Controls>
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPT}
          aria-label="Avatar image"
          hidden
          onChange={onFileChosen}
        />
        <Button
          variant="secondary"
          loading={status.kind === 'uploading'}
          onClick={() => input.current?.click()}
        >
          {status.kind === 'uploading' ? 'Uploading...' : 'Change Avatar'}
        </Button>
        <Hint>JPG, PNG or GIF, up to 5 MB.</Hint>
        {status.kind === 'error' && <Banner tone="error">{status.message}</Banner>}
        {status.kind === 'done' && <Banner tone="success">Avatar updated.</Banner>}
      </Controls>
    </Row>
  );
}
