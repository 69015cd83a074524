/**
 * `npm run catalogues` (and every `npm run build`): compiles each catalogue of src/i18n/catalogues, ICU
 * MessageFormat as translators write it, into the form Lingui reads at run time (src/i18n/compiled), so the page
 * carries no message compiler. A test holds the committed files to what this makes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CATALOGUE_SOURCES } from '../src/i18n/catalogueSources';
import { SOURCE_LANGUAGE } from '../src/i18n/languages';

const COMPILED_FOLDER = path.resolve(__dirname, '../src/i18n/compiled');

export const compiledFile = (language: string, part: string) => path.join(COMPILED_FOLDER, language, `${part}.json`);

/** The compiled catalogue's text: one message a line, in the source's order. */
export function compiledText(messages: Readonly<Record<string, string>>): string {
  const lines = Object.entries(messages).map(([id, message]) => {
    try {
      return `${JSON.stringify(id)}:${JSON.stringify(compileMessageOrThrow(message))}`;
    } catch (error) {
      throw new Error(`The message "${id}" is not valid MessageFormat: ${String(error)}`);
    }
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

/**
 * Every compiled file, by its path, with its text: English part by part (each arrives with its part's code), each
 * other language in one file (downloaded whole when the cook chooses it).
 */
export function compiledCatalogues(): Map<string, string> {
  const files = new Map<string, string>();
  const languages: Record<string, Record<string, Readonly<Record<string, string>>>> = CATALOGUE_SOURCES;
  for (const [language, parts] of Object.entries(languages)) {
    if (language === SOURCE_LANGUAGE)
      for (const [part, messages] of Object.entries(parts))
        files.set(compiledFile(language, part), compiledText(messages));
    else {
      const every = Object.fromEntries(Object.values(parts).flatMap((messages) => Object.entries(messages)));
      files.set(path.join(COMPILED_FOLDER, `${language}.json`), compiledText(every));
    }
  }
  return files;
}

if (require.main === module) {
  for (const [file, text] of compiledCatalogues()) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(`${path.relative(process.cwd(), file)} compiled.`);
  }
}
