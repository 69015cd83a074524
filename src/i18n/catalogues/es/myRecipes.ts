import type { myRecipes as english } from '../en/myRecipes';

/** My recipes in Spanish. */
export const myRecipes = {
  'myRecipes.close': 'Cerrar',
  'myRecipes.storageUnavailable':
    'No se pueden guardar recetas en este dispositivo (el almacenamiento del navegador está desactivado o lleno): se quedan aquí hasta que cierres la página.',
  'myRecipes.search': 'Buscar por nombre o ingrediente',
  'myRecipes.reading': 'Leyendo tus recetas…',
  'myRecipes.noMatch': 'Ninguna receta coincide con «{search}».',
  'myRecipes.saved': 'Guardadas',
  'myRecipes.savedNoMatch': 'Ninguna receta guardada coincide.',
  'myRecipes.savedEmpty': 'Aún no has guardado nada: «Guardar receta» en una receta la guarda aquí.',
  'myRecipes.recent': 'Recientes',
  'myRecipes.recentNoMatch': 'Ninguna receta reciente coincide.',
  'myRecipes.recentEmpty': 'Aquí aparecen las recetas que recibes, las últimas {max}.',
  'myRecipes.clearHistory': 'Borrar historial',
  'myRecipes.entrySaved': 'Guardada',
  'myRecipes.madeFrom': 'con {ingredients}',
  'myRecipes.remove': 'Quitar',
  'myRecipes.removeNamed': 'Quitar {name}',
  'myRecipes.showMore': 'Mostrar {count} más ({hidden} sin mostrar)',
  'myRecipes.removedOne': 'Se ha quitado «{name}».',
  'myRecipes.removedMany': 'Se han quitado {count} recetas.',
  'myRecipes.undo': 'Deshacer',
  'myRecipes.saveRecipe': 'Guardar receta',
  'myRecipes.savedRecipe': 'Guardada',
  'file.export': 'Exportar recetas guardadas',
  'file.import': 'Importar recetas',
  'file.chooser': 'Archivo de recetas para importar',
  'export.nothing': 'Aún no hay nada que exportar: primero guarda una receta.',
  'export.exporting': 'Exportando…',
  'export.done': '{count, plural, one {Se ha exportado # receta} other {Se han exportado # recetas}}.',
  'export.doneWithoutNutrition':
    '{count, plural, one {Se ha exportado # receta} other {Se han exportado # recetas}}, sin información nutricional: no se ha podido descargar su tabla.',
  'import.importing': 'Importando…',
  'import.reading': 'Importando… {read, number} de {total, plural, one {# entrada leída} other {# entradas leídas}}.',
  'import.keeping':
    'Importando… {read, number} de {total, plural, one {# entrada leída} other {# entradas leídas}}; guardándolas en este dispositivo.',
  'import.imported': '{count, plural, one {Se ha importado # receta} other {Se han importado # recetas}}.',
  'import.movedToSaved':
    '{count, plural, one {Se ha guardado # receta que ya estaba en Recientes} other {Se han guardado # recetas que ya estaban en Recientes}}.',
  'import.skipped': 'Omitidas: {count} ({reasons}).',
  'import.skipped.duplicates': '{count} ya guardadas',
  'import.skipped.notRecipes': '{count, plural, one {# no es una receta} other {# no son recetas}}',
  'import.skipped.refused': '{count} rechazadas',
  'import.refusedRecipe': '{name}: {reason}',
  'import.nothing.tooLarge': 'No se ha importado nada: ese archivo es mucho más grande que un archivo de recetas.',
  'import.nothing.notJson': 'No se ha importado nada: ese archivo no es un archivo de recetas (no es JSON).',
  'import.nothing.noRecipes': 'No se ha importado nada: ese archivo no contiene recetas.',
  'import.nothing.unreadable': 'No se ha importado nada: no se ha podido leer ese archivo.',
  'import.nothing.notKept':
    'No se ha importado nada: el almacenamiento de este dispositivo está lleno o desactivado, así que no se ha podido guardar ninguna receta.',
} as const satisfies Record<keyof typeof english, string>;
