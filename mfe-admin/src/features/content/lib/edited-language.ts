import { contentLanguage, isLanguage, type Language } from '@norsecraft/shared';
import { useSearchParams } from 'react-router-dom';

/**
 * The language whose rows the content editors show and write (`?lang=sv`): the page's own unless
 * chosen, so a Swedish back office edits the Swedish rows and a link keeps the choice.
 */
export function useEditedLanguage(): [Language, (language: Language) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('lang');
  const language = isLanguage(asked) ? asked : contentLanguage();
  const choose = (next: Language) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('lang', next);
        return changed;
      },
      { replace: true },
    );
  return [language, choose];
}
