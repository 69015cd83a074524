import type { myRecipes as english } from '../en/myRecipes';

/** My recipes in French. */
export const myRecipes = {
  'myRecipes.close': 'Fermer',
  'myRecipes.storageUnavailable':
    'Les recettes ne peuvent pas être gardées sur cet appareil (le stockage du navigateur est désactivé ou plein) : elles restent ici jusqu’à la fermeture de la page.',
  'myRecipes.search': 'Chercher par nom ou ingrédient',
  'myRecipes.reading': 'Lecture de vos recettes…',
  'myRecipes.noMatch': 'Aucune recette ne correspond à « {search} ».',
  'myRecipes.saved': 'Enregistrées',
  'myRecipes.savedNoMatch': 'Aucune recette enregistrée ne correspond.',
  'myRecipes.savedEmpty': 'Rien d’enregistré pour l’instant : « Enregistrer la recette » sur une recette la garde ici.',
  'myRecipes.recent': 'Récentes',
  'myRecipes.recentNoMatch': 'Aucune recette récente ne correspond.',
  'myRecipes.recentEmpty': 'Les recettes que vous obtenez apparaissent ici, les {max} dernières.',
  'myRecipes.clearHistory': 'Effacer l’historique',
  'myRecipes.entrySaved': 'Enregistrée',
  'myRecipes.madeFrom': 'avec {ingredients}',
  'myRecipes.remove': 'Retirer',
  'myRecipes.removeNamed': 'Retirer {name}',
  'myRecipes.showMore': 'En afficher {count} de plus ({hidden} non affichées)',
  'myRecipes.removedOne': '« {name} » retirée.',
  'myRecipes.removedMany': '{count} recettes retirées.',
  'myRecipes.undo': 'Annuler',
  'myRecipes.saveRecipe': 'Enregistrer la recette',
  'myRecipes.savedRecipe': 'Enregistrée',
  'file.export': 'Exporter les recettes enregistrées',
  'file.import': 'Importer des recettes',
  'file.chooser': 'Fichier de recettes à importer',
  'export.nothing': 'Rien à exporter pour l’instant : enregistrez d’abord une recette.',
  'export.exporting': 'Exportation…',
  'export.done': '{count, plural, one {# recette exportée} other {# recettes exportées}}.',
  'export.doneWithoutNutrition':
    '{count, plural, one {# recette exportée} other {# recettes exportées}}, sans valeurs nutritionnelles : leur table n’a pas pu être téléchargée.',
  'import.importing': 'Importation…',
  'import.reading': 'Importation… {read, number} sur {total, plural, one {# entrée lue} other {# entrées lues}}.',
  'import.keeping':
    'Importation… {read, number} sur {total, plural, one {# entrée lue} other {# entrées lues}} ; enregistrement sur cet appareil.',
  'import.imported': '{count, plural, one {# recette importée} other {# recettes importées}}.',
  'import.movedToSaved':
    '{count, plural, one {# recette déjà dans Récentes enregistrée} other {# recettes déjà dans Récentes enregistrées}}.',
  'import.skipped': '{count} ignorées : {reasons}.',
  'import.skipped.duplicates': '{count} déjà enregistrées',
  'import.skipped.notRecipes': '{count, plural, one {# n’est pas une recette} other {# ne sont pas des recettes}}',
  'import.skipped.refused': '{count} refusées',
  'import.refusedRecipe': '{name} : {reason}',
  'import.nothing.tooLarge': 'Rien d’importé : ce fichier est bien plus gros qu’un fichier de recettes.',
  'import.nothing.notJson': 'Rien d’importé : ce fichier n’est pas un fichier de recettes (ce n’est pas du JSON).',
  'import.nothing.noRecipes': 'Rien d’importé : ce fichier ne contient aucune recette.',
  'import.nothing.unreadable': 'Rien d’importé : ce fichier n’a pas pu être lu.',
  'import.nothing.notKept':
    'Rien d’importé : le stockage de cet appareil est plein ou désactivé, aucune recette n’a donc pu être gardée.',
} as const satisfies Record<keyof typeof english, string>;
