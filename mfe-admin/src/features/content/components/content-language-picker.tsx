import { Field, LANGUAGE_NAMES, LANGUAGES, Select, type Language } from '@norsecraft/shared';
import styled from 'styled-components';
import { t } from '../i18n';

const Box = styled.div`
  max-width: 240px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** Which language's rows the editor shows and writes; each language named in itself. */
export function ContentLanguagePicker({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  return (
    <Box>
      <Field label={t('language.label')}>
        <Select value={value} onChange={(event) => onChange(event.target.value as Language)}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </Select>
      </Field>
    </Box>
  );
}
