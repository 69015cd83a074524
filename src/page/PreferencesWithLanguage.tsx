import { LanguageChoice } from '../features/language/LanguageChoice';
import { PreferencesControl } from '../features/preferences/PreferencesControl';

/** The preferences with the choice of language first among them: the `preferences` chunk's entry. */
export function PreferencesWithLanguage() {
  return <PreferencesControl languageChoice={<LanguageChoice />} />;
}
