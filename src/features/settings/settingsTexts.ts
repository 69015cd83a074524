import { settings } from '../../i18n/catalogues/en/settings';
import { partTexts } from '../../i18n/partTexts';
import type { TokenOwner } from '../../modelConnection/tokenOwner';
import type { TokenProblem } from './checkToken';

/** A text of Chef settings, in the cook's language. */
export const useSettingsText = partTexts(settings);

type SettingsText = ReturnType<typeof useSettingsText>;

/** Why a pasted text cannot be a token. */
export function tokenProblemText(text: SettingsText, problem: TokenProblem): string {
  switch (problem) {
    case 'empty':
      return text('token.problem.empty');
    case 'malformed':
      return text('token.problem.malformed');
    case 'unsendable':
      return text('token.problem.unsendable');
    case 'notHuggingFace':
      return text('token.problem.notHuggingFace');
  }
}

/** What Hugging Face said about whose token it is. */
export function tokenOwnerText(text: SettingsText, owner: TokenOwner): string {
  switch (owner.kind) {
    case 'account':
      return text('token.owner.account', { name: owner.name });
    case 'rejected':
      return text('token.owner.rejected');
    case 'offline':
      return text('token.owner.offline');
    case 'unavailable':
      return text('token.owner.unavailable');
  }
}
