import { useId, useState, type FormEvent } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { useAppListener } from '../../../app/addAppListener';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { Button } from '../../../components/Button';
import { ButtonRow } from '../../../components/ButtonRow';
import { DialogTop } from '../../../components/DialogTop';
import { Drawer } from '../../../components/Drawer';
import { LinkButton } from '../../../components/LinkButton';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { StatusLine } from '../../../components/StatusLine';
import { TextInput } from '../../../components/TextInput';
import { useModalDialog } from '../../../components/useModalDialog';
import { listedInLanguage } from '../../../core/language/listedInLanguage';
import { shoppingAmountText } from '../../../core/shopping/shoppingAmountText';
import type { Aisle } from '../../../core/shopping/shoppingList';
import { shareOrCopy } from '../../../lib/shareOrCopy';
import { colors } from '../../../styles/themes';
import { selectLanguage } from '../../language/languageSlice';
import { listAsText } from '../listAsText';
import { selectBasket, selectHadLines, selectLinesByAisle, type ListLine } from '../shoppingListLines';
import {
  hadLinePutBack,
  lineTicked,
  lineUnticked,
  listCleared,
  ownItemAdded,
  ownItemRemoved,
  recipeTakenOffList,
  selectListedRecipes,
  selectOwnItems,
} from '../shoppingListSlice';
import { shoppingListSaved } from '../shoppingListStorage';
import { AISLE_TEXT, useShoppingListText } from './shoppingListTexts';

const DIALOG_MARK = 'data-shopping-list';

const SHARED_TEXT = {
  shared: 'shoppingList.shared',
  copied: 'shoppingList.copied',
  notCopied: 'shoppingList.notCopied',
} as const;

// Printed alone, on one page: everything of the page but the open list (and what holds it) is left out, a shown
// recipe too, which is printable (data-printable, cook's PrintStyle) otherwise; so is the list, for that rule.
const PrintTheListAlone = createGlobalStyle`
  @media print {
    body *:not(:has(dialog[${DIALOG_MARK}])):not(dialog[${DIALOG_MARK}]):not(dialog[${DIALOG_MARK}] *),
    dialog[${DIALOG_MARK}] button,
    dialog[${DIALOG_MARK}] form {
      display: none !important;
    }

    dialog[${DIALOG_MARK}] {
      position: static;
      width: auto;
      height: auto;
      max-height: none;
      border: none;
      overflow: visible;
    }
  }
`;

const Title = styled.h2`
  margin: 0;
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0.25rem 0 0;
  padding: 0;

  & > li {
    margin: 0.4rem 0;
  }
`;

const Needed = styled.span`
  display: block;
  margin-left: 1.7rem;
  color: ${colors.mutedText};
  font-size: 0.9rem;
`;

const Ticked = styled.span`
  text-decoration: line-through;
`;

const OwnItem = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem;
  margin-top: 1.25rem;

  & > label {
    flex-basis: 100%;
    font-weight: 600;
  }

  & > input {
    flex: 1;
  }
`;

/**
 * The shopping list, as a drawer: the recipes on it (each can be taken off), the lines to buy by aisle with what
 * needs them (each ticked off in the shop), the foods the cook has (each can be bought anyway), an item of their
 * own, and the list shared as text, printed, or cleared. Changes are kept on the device as they are made.
 */
export function ShoppingListPanel({ onClosed }: { onClosed: () => void }) {
  useAppListener(shoppingListSaved);
  const dispatch = useAppDispatch();
  const text = useShoppingListText();
  const { dialogProps, close } = useModalDialog(onClosed);
  const recipes = useAppSelector(selectListedRecipes);
  const ownItems = useAppSelector(selectOwnItems);
  const byAisle = useAppSelector(selectLinesByAisle);
  const had = useAppSelector(selectHadLines);
  const basket = useAppSelector(selectBasket);
  const language = useAppSelector(selectLanguage);
  const [item, setItem] = useState('');
  const [status, setStatus] = useState('');
  const ids = useId();
  const [titleId, itemId] = [`${ids}-title`, `${ids}-item`];
  const empty = recipes.length === 0 && ownItems.length === 0;

  const aisleName = (aisle: Aisle) => text(AISLE_TEXT[aisle]);
  const lineText = (line: ListLine) =>
    [line.amounts && shoppingAmountText(line.amounts, language), line.name].filter(Boolean).join(' ');
  const neededBy = (line: ListLine) =>
    line.recipeNames.length > 0
      ? text('shoppingList.for', { recipes: listedInLanguage(language, line.recipeNames) })
      : text('shoppingList.yourItem');

  const addOwnItem = (event: FormEvent) => {
    event.preventDefault();
    if (!item.trim()) return;
    dispatch(ownItemAdded(item));
    setItem('');
  };
  const share = async () => {
    const done = await shareOrCopy(
      text('shoppingList.open'),
      listAsText(text('shoppingList.open'), byAisle, aisleName, lineText),
    );
    setStatus(done === 'cancelled' ? '' : text(SHARED_TEXT[done]));
  };

  return (
    <Drawer {...dialogProps} aria-labelledby={titleId} data-printable {...{ [DIALOG_MARK]: '' }}>
      <PrintTheListAlone />
      <DialogTop>
        <Title id={titleId}>{text('shoppingList.open')}</Title>
        <SecondaryButton type="button" onClick={close}>
          {text('shoppingList.close')}
        </SecondaryButton>
      </DialogTop>
      {empty && <p>{text('shoppingList.empty')}</p>}
      {recipes.length > 0 && (
        <section aria-label={text('shoppingList.recipes')}>
          <h3>{text('shoppingList.recipes')}</h3>
          <Lines>
            {recipes.map((recipe) => (
              <li key={recipe.id}>
                {text('shoppingList.recipeServings', { name: recipe.name, servings: recipe.shoppedServings })}{' '}
                <LinkButton
                  type="button"
                  aria-label={text('shoppingList.takeOffNamed', { name: recipe.name })}
                  onClick={() => dispatch(recipeTakenOffList(recipe.id))}
                >
                  {text('shoppingList.takeOff')}
                </LinkButton>
              </li>
            ))}
          </Lines>
        </section>
      )}
      {byAisle.map(([aisle, lines]) => (
        <section key={aisle} aria-label={aisleName(aisle)}>
          <h3>{aisleName(aisle)}</h3>
          <Lines>
            {lines.map((line) => {
              const own = line.ownItem;
              return (
                <li key={line.key}>
                  <label>
                    <input
                      type="checkbox"
                      checked={line.ticked}
                      onChange={() => dispatch((line.ticked ? lineUnticked : lineTicked)(line.key))}
                    />{' '}
                    {line.ticked ? <Ticked>{lineText(line)}</Ticked> : lineText(line)}
                  </label>{' '}
                  {own !== null && (
                    <LinkButton
                      type="button"
                      aria-label={text('shoppingList.removeItemNamed', { name: own })}
                      onClick={() => dispatch(ownItemRemoved(own))}
                    >
                      {text('shoppingList.removeItem')}
                    </LinkButton>
                  )}
                  <Needed>{neededBy(line)}</Needed>
                </li>
              );
            })}
          </Lines>
        </section>
      ))}
      {had.length > 0 && (
        <section aria-label={text('shoppingList.had')}>
          <h3>{text('shoppingList.had')}</h3>
          <Lines>
            {had.map((line) => (
              <li key={line.key}>
                {lineText(line)}{' '}
                <LinkButton
                  type="button"
                  aria-label={text('shoppingList.buyAnywayNamed', { name: line.name })}
                  onClick={() => dispatch(hadLinePutBack(line.key))}
                >
                  {text('shoppingList.buyAnyway')}
                </LinkButton>
              </li>
            ))}
          </Lines>
        </section>
      )}
      <OwnItem onSubmit={addOwnItem}>
        <label htmlFor={itemId}>{text('shoppingList.ownItem')}</label>
        <TextInput id={itemId} value={item} onChange={(event) => setItem(event.target.value)} autoComplete="off" />
        <Button type="submit">{text('shoppingList.add')}</Button>
      </OwnItem>
      {!empty && (
        <ButtonRow>
          <SecondaryButton type="button" onClick={() => void share()}>
            {text('shoppingList.share')}
          </SecondaryButton>
          <SecondaryButton type="button" onClick={() => window.print()}>
            {text('shoppingList.print')}
          </SecondaryButton>
          <SecondaryButton
            type="button"
            onClick={() => {
              dispatch(listCleared());
              setStatus(text('shoppingList.cleared'));
            }}
          >
            {text('shoppingList.clear')}
          </SecondaryButton>
        </ButtonRow>
      )}
      <StatusLine role="status">{status || (basket.count > 0 ? text('shoppingList.inBasket', basket) : '')}</StatusLine>
    </Drawer>
  );
}
