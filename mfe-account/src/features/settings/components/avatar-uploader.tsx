import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  Avatar,
  Banner,
  Button,
  contentMatchesType,
  errorSentence,
  IMAGE_ACCEPT,
  NOT_AN_IMAGE,
  UPLOAD_FAILED,
  validateImageFile,
} from '@norsecraft/shared';
import { useUploadAvatar } from '../api/use-settings-writes';
import { said, t } from '../../../lib/i18n';

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
  const [invalid, setInvalid] = useState<string | null>(null);
  const upload = useUploadAvatar(userId);
  const failure =
    said(invalid) ?? (upload.isError && said(errorSentence(upload.error, UPLOAD_FAILED)));

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    const refused =
      validateImageFile(file) ?? ((await contentMatchesType(file)) ? null : NOT_AN_IMAGE);
    setInvalid(refused);
    if (!refused) upload.mutate(file);
  }

  return (
    <Row>
      <Avatar url={avatarUrl} name={username} size={96} />
      <Controls>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-label={t('avatar.input')}
          hidden
          onChange={onFileChosen}
        />
        <Button
          variant="secondary"
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? t('avatar.uploading') : t('avatar.change')}
        </Button>
        <Hint>{t('avatar.hint')}</Hint>
        {failure && <Banner tone="error">{failure}</Banner>}
      </Controls>
    </Row>
  );
}
