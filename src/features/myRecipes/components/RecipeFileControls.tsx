import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { ButtonRow } from '../../../components/ButtonRow';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { StatusLine } from '../../../components/StatusLine';
import { saveFile } from '../../../lib/saveFile';
import { nutritionCountingDownload } from '../../nutrition/nutritionOnDemand';
import { selectChosenFoods } from '../../nutrition/chosenFoodsSlice';
import { selectImportProgress, selectKeptRecipes } from '../myRecipesSlice';
import { recipesImported } from '../recipesImported';
import { exportFileName, savedRecipesFile } from '../recipeFile';
import { importOutcomeLine, importProgressLine, useMyRecipesText } from './myRecipesTexts';
import { useConflictLine } from '../../../recipeCard/recipeLines';
import { selectLanguage } from '../../language/languageSlice';

// Apart from the lists above it: these act on all of them.
const Row = styled(ButtonRow)`
  margin-top: 1.5rem;
`;

/** Export the saved recipes as one file of schema.org JSON-LD, and Import such a file (or a downloaded recipe). */
export function RecipeFileControls() {
  const dispatch = useAppDispatch();
  const kept = useAppSelector(selectKeptRecipes);
  const importing = useAppSelector(selectImportProgress);
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const text = useMyRecipesText();
  const language = useAppSelector(selectLanguage);
  const chosen = useAppSelector(selectChosenFoods);
  const conflictLine = useConflictLine(language);

  const exportSaved = async () => {
    const saved = kept.filter((record) => record.saved);
    if (saved.length === 0) return setStatus(text('export.nothing'));
    setStatus(text('export.exporting'));
    // The table is normally here already (a recipe was shown); when it cannot be downloaded, the file goes without
    // the figures, and the status says so.
    // Counted as the card counts them: with the foods the cook picked for lines.
    const count = await dispatch(nutritionCountingDownload())().then(
      ({ countNutrition }) =>
        (...[recipe, servings, recipeLanguage]: Parameters<typeof countNutrition>) =>
          countNutrition(recipe, servings, recipeLanguage, chosen),
      (error: unknown) => {
        console.error('The nutrition table could not be loaded:', error);
        return undefined;
      },
    );
    saveFile(exportFileName(Date.now()), await savedRecipesFile(saved, count));
    setStatus(text(count ? 'export.done' : 'export.doneWithoutNutrition', { count: saved.length }));
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again (after fixing it, say) and still be read.
    input.value = '';
    if (!file) return;
    setStatus(text('import.importing'));
    let contents: string;
    try {
      contents = await file.text();
    } catch (error) {
      console.warn('The chosen file could not be read:', error);
      return setStatus(importOutcomeLine(text, conflictLine, { kind: 'unreadable' }));
    }
    const imported = await dispatch(recipesImported({ text: contents, bytes: file.size }));
    // The import answers every file with a line; should it ever fail itself, the cook still gets one.
    setStatus(
      recipesImported.fulfilled.match(imported)
        ? importOutcomeLine(text, conflictLine, imported.payload.outcome)
        : importOutcomeLine(text, conflictLine, { kind: 'unreadable' }),
    );
  };

  return (
    <>
      <Row>
        <SecondaryButton type="button" onClick={() => void exportSaved()}>
          {text('file.export')}
        </SecondaryButton>
        <SecondaryButton type="button" onClick={() => fileInput.current?.click()}>
          {text('file.import')}
        </SecondaryButton>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json,application/ld+json"
          aria-label={text('file.chooser')}
          hidden
          onChange={importFile}
        />
      </Row>
      <StatusLine role="status">{importing ? importProgressLine(text, importing) : status}</StatusLine>
    </>
  );
}
