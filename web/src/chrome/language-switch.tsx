// The language switch in the page's header: a labelled select, each language named in itself. The choice
// applies at once (the page re-renders in it, <html lang> follows) and is remembered on this device.
import { setLanguage, t } from '../i18n/i18n';
import { ENDONYMS, isLanguage, LANGUAGES, type Language } from '../i18n/languages';

export function LanguageSwitch({ language }: { readonly language: Language }) {
  return (
    <label class="language-switch">
      <span class="visually-hidden">{t('layout.language')}</span>
      <select
        data-testid="language"
        value={language}
        onChange={e => {
          const next = e.currentTarget.value;
          if (isLanguage(next)) void setLanguage(next);
        }}
      >
        {LANGUAGES.map(lang => (
          <option key={lang} value={lang} lang={lang}>
            {ENDONYMS[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
