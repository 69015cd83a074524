import type { myRecipes as english } from '../en/myRecipes';

/** My recipes in German. */
export const myRecipes = {
  'myRecipes.close': 'Schließen',
  'myRecipes.storageUnavailable':
    'Auf diesem Gerät lassen sich keine Rezepte aufbewahren (der Speicher des Browsers ist aus oder voll): Sie bleiben hier, bis die Seite geschlossen wird.',
  'myRecipes.search': 'Nach Name oder Zutat suchen',
  'myRecipes.reading': 'Deine Rezepte werden gelesen …',
  'myRecipes.noMatch': 'Kein Rezept passt zu „{search}“.',
  'myRecipes.saved': 'Gespeichert',
  'myRecipes.savedNoMatch': 'Kein gespeichertes Rezept passt.',
  'myRecipes.savedEmpty': 'Noch nichts gespeichert: „Rezept speichern“ bei einem Rezept legt es hier ab.',
  'myRecipes.recent': 'Zuletzt',
  'myRecipes.recentNoMatch': 'Kein kürzliches Rezept passt.',
  'myRecipes.recentEmpty': 'Die Rezepte, die du bekommst, erscheinen hier, die letzten {max}.',
  'myRecipes.clearHistory': 'Verlauf löschen',
  'myRecipes.entrySaved': 'Gespeichert',
  'myRecipes.madeFrom': 'aus {ingredients}',
  'myRecipes.remove': 'Entfernen',
  'myRecipes.removeNamed': '{name} entfernen',
  'myRecipes.showMore': '{count} weitere zeigen ({hidden} nicht angezeigt)',
  'myRecipes.removedOne': '„{name}“ entfernt.',
  'myRecipes.removedMany': '{count} Rezepte entfernt.',
  'myRecipes.undo': 'Rückgängig',
  'myRecipes.saveRecipe': 'Rezept speichern',
  'myRecipes.savedRecipe': 'Gespeichert',
  'file.export': 'Gespeicherte Rezepte exportieren',
  'file.import': 'Rezepte importieren',
  'file.chooser': 'Rezeptdatei zum Importieren',
  'export.nothing': 'Noch nichts zu exportieren: Speichere zuerst ein Rezept.',
  'export.exporting': 'Wird exportiert …',
  'export.done': '{count, plural, one {# Rezept} other {# Rezepte}} exportiert.',
  'export.doneWithoutNutrition':
    '{count, plural, one {# Rezept} other {# Rezepte}} exportiert, ohne Nährwerte: Ihre Tabelle konnte nicht heruntergeladen werden.',
  'import.importing': 'Wird importiert …',
  'import.reading':
    'Wird importiert … {read, number} von {total, plural, one {# Eintrag} other {# Einträgen}} gelesen.',
  'import.keeping':
    'Wird importiert … {read, number} von {total, plural, one {# Eintrag} other {# Einträgen}} gelesen; sie werden auf diesem Gerät abgelegt.',
  'import.imported': '{count, plural, one {# Rezept} other {# Rezepte}} importiert.',
  'import.movedToSaved': '{count, plural, one {# Rezept} other {# Rezepte}} aus „Zuletzt“ gespeichert.',
  'import.skipped': '{count} übersprungen: {reasons}.',
  'import.skipped.duplicates': '{count} schon gespeichert',
  'import.skipped.notRecipes': '{count, plural, one {# kein Rezept} other {# keine Rezepte}}',
  'import.skipped.refused': '{count} abgelehnt',
  'import.refusedRecipe': '{name}: {reason}',
  'import.nothing.tooLarge': 'Nichts importiert: Diese Datei ist viel größer als eine Rezeptdatei.',
  'import.nothing.notJson': 'Nichts importiert: Diese Datei ist keine Rezeptdatei (sie ist kein JSON).',
  'import.nothing.noRecipes': 'Nichts importiert: Diese Datei enthält keine Rezepte.',
  'import.nothing.unreadable': 'Nichts importiert: Diese Datei konnte nicht gelesen werden.',
  'import.nothing.notKept':
    'Nichts importiert: Der Speicher dieses Geräts ist voll oder aus, es ließ sich kein Rezept ablegen.',
} as const satisfies Record<keyof typeof english, string>;
