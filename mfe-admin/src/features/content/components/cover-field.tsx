import {
  Banner,
  Button,
  contentMatchesType,
  errorSentence,
  fileExtension,
  IMAGE_ACCEPT,
  NOT_AN_IMAGE,
  supabaseUrl,
  UPLOAD_FAILED,
  validateImageFile,
} from '@norsecraft/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { uploadCover } from '../api/content-api';
import { t } from '../i18n';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  img {
    width: 100%;
    max-width: 20rem;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Label = styled.span`
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * A post's cover: checked as avatars are (an image, JPEG, PNG or GIF by its bytes too, at most
 * 5 MB), uploaded to the content-media bucket; the field holds its object name.
 */
export function CoverField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (path: string) => void;
}) {
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem =
      validateImageFile(file) ?? ((await contentMatchesType(file)) ? null : NOT_AN_IMAGE);
    setError(problem);
    if (problem) return;
    setUploading(true);
    try {
      onChange(await uploadCover(file, fileExtension(file.name)));
    } catch (failure) {
      console.error(UPLOAD_FAILED, failure);
      setError(errorSentence(failure, UPLOAD_FAILED));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      {value && (
        <img
          src={`${supabaseUrl}/storage/v1/object/public/content-media/${value}`}
          alt={t('coverAlt')}
        />
      )}
      {error && <Banner tone="error">{error}</Banner>}
      <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={picked} />
      <Actions>
        <Button
          variant="secondary"
          size="sm"
          loading={uploading}
          onClick={() => input.current?.click()}
        >
          {value ? t('replaceCover') : t('uploadCover')}
        </Button>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange('')}>
            {t('removeCover')}
          </Button>
        )}
      </Actions>
    </Box>
  );
}
