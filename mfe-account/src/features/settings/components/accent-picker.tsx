import { useId } from 'react';
import styled from 'styled-components';
import { createTheme, useResolvedThemeMode, type AccentColor } from '@norsecraft/shared';
import { t } from '../../../lib/i18n';

export const ACCENT_COLORS: readonly AccentColor[] = ['green', 'blue', 'purple', 'red'];

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;

  legend {
    font-weight: 600;
    font-size: 0.9375rem;
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  text-transform: capitalize;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.accent};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

interface AccentPickerProps {
  value: AccentColor;
  onChange: (color: AccentColor) => void;
}

/**
 * Radio group of the four accent colours, each with a swatch in the current theme's shade, and
 * what the accent colours.
 */
export function AccentPicker({ value, onChange }: AccentPickerProps) {
  const mode = useResolvedThemeMode();
  const hintId = useId();
  return (
    <Group aria-describedby={hintId}>
      <legend>{t('settings.accent')}</legend>
      <Hint id={hintId}>{t('settings.accentHint')}</Hint>
      <Options>
        {ACCENT_COLORS.map((color) => (
          <Option key={color}>
            <input
              type="radio"
              name="accent-color"
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
            />
            <Swatch aria-hidden="true" $color={createTheme(mode, color).colors.accent} />
            {t(`settings.accent.${color}`)}
          </Option>
        ))}
      </Options>
    </Group>
  );
}
