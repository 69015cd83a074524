import type { settings as english } from '../en/settings';

/** Chef settings in German. */
export const settings = {
  'settings.about':
    'Füge einen Hugging-Face-Zugriffstoken ein (huggingface.co → Settings → Access Tokens; am besten einen feingranularen, der nur Inference Providers aufrufen darf). Er bleibt in diesem Browser und wird nur an die Modell-API gesendet.',
  'settings.tokenSaved': 'Dein Token ist auf diesem Gerät gespeichert und wird für jedes Rezept verwendet.',
  'settings.tokenForThisVisit': 'Dein Token gilt nur für diesen Besuch: Dieser Browser wollte ihn nicht speichern.',
  'settings.noToken': 'Es ist kein Token von dir gespeichert.',
  'settings.tokenLabel': 'Zugriffstoken',
  'settings.asking': 'Frage bei Hugging Face nach …',
  'settings.save': 'Token speichern',
  'settings.check': 'Prüfen',
  'settings.forget': 'Meinen Token vergessen',
  'settings.close': 'Schließen',
  'token.problem.empty': 'Füge zuerst einen Token ein.',
  'token.problem.malformed': 'Das sieht nicht nach einem Zugriffstoken aus.',
  'token.problem.unsendable':
    'Der Token enthält Zeichen, die eine Anfrage nicht mitschicken kann (Akzente, Symbole oder Leerzeichen). Kopiere ihn noch einmal von dort, wo du ihn herhast.',
  'token.problem.notHuggingFace':
    'Ein Hugging-Face-Token beginnt mit hf_, gefolgt von Buchstaben und Ziffern. Kopiere ihn noch einmal von huggingface.co → Settings → Access Tokens.',
  'token.owner.account': 'Dieser Token gehört zum Hugging-Face-Konto {name}.',
  'token.owner.rejected': 'Hugging Face hat diesen Token abgelehnt: Er ist falsch, abgelaufen oder widerrufen.',
  'token.owner.offline':
    'Hugging Face war nicht erreichbar, um den Token zu prüfen. Prüfe deine Verbindung und versuche es dann erneut.',
  'token.owner.unavailable': 'Hugging Face kann den Token gerade nicht prüfen. Versuche es später noch einmal.',
} as const satisfies Record<keyof typeof english, string>;
