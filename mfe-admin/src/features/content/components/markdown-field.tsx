import { Field, TextArea } from '@norsecraft/shared';
import { Markdown } from '@norsecraft/shared/markdown';
import { useDeferredValue, useId } from 'react';
import styled from 'styled-components';
import { t } from '../i18n';

const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Preview = styled.section`
  min-height: 8rem;
  max-height: 28rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 0.8rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * A Markdown text box with its live preview beside it (below it on a phone), drawn by the very
 * component the public page uses.
 */
export function MarkdownField({
  label,
  max,
  value,
  onChange,
}: {
  label: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const previewId = useId();
  // Typing stays quick in a long text: the preview follows when React has time.
  const shown = useDeferredValue(value);
  return (
    <Split>
      <Field label={label} hint={t('markdownHint', { length: value.length, max })}>
        <TextArea value={value} rows={14} onChange={(event) => onChange(event.target.value)} />
      </Field>
      <Preview aria-labelledby={previewId}>
        <h3 id={previewId}>{t('preview')}</h3>
        <Markdown source={shown} />
      </Preview>
    </Split>
  );
}
