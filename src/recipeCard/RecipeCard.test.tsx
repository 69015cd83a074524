import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { i18n } from '../i18n/partTexts';
import { RecipeCard } from './RecipeCard';

const arrozConHuevo = {
  name: 'Arroz con huevo',
  description: 'Arroz salteado con huevo.',
  ingredients: [{ measurement: '200 g', name: 'arroz' }],
  instructions: ['Cocer el arroz.'],
};

describe('the recipe card', () => {
  it('writes a recipe’s lines as the language it was asked in writes them, whatever the page speaks', () => {
    render(
      <I18nProvider i18n={i18n}>
        <RecipeCard recipe={arrozConHuevo} language="es" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
    expect(screen.getByText('200 g de arroz')).toBeInTheDocument();
  });
});
