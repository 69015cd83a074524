import type { SafetyTable } from './safetyTable';

export const milk: SafetyTable = {
  sources: [
    'FARE, Milk Allergy (foodallergy.org): ingredients and foods that contain milk',
    'Anaphylaxis UK, Cows’ milk allergy factsheet: casein, whey, lactose',
    'Regulation (EU) No 1169/2011, Annex II, item 7, in its German, French, Spanish and Italian versions',
  ],
  caught: [
    '200 ml whole milk', '50 g unsalted butter', '1 cup buttermilk', '150 ml double cream', '2 tbsp sour cream',
    '100 g cream cheese', '2 tbsp crème fraîche', 'Greek yogurt', '1 tbsp ghee', 'whey protein', 'sodium caseinate',
    'grated Parmesan', 'Parmigiano-Reggiano', 'pecorino romano', 'fresh mozzarella', 'burrata', 'mature cheddar',
    'crumbled feta', 'ricotta', 'mascarpone', 'paneer cubes', 'halloumi slices', 'gruyère', 'emmental', 'fontina',
    'gorgonzola', 'stilton', 'manchego', 'queso fresco', 'cotija', 'cottage cheese', 'béchamel sauce', 'custard',
    'a knob of butter', 'condensed milk', 'evaporated milk', 'dulce de leche', 'milk powder', 'lactose-free milk',
    'clarified butter', 'brown butter', 'tzatziki', 'raita', 'labneh', 'kefir', 'panna cotta', 'white chocolate',
    'milk chocolate chips', 'butterscotch sauce', 'ganache', 'Sahne', 'Schlagsahne', 'Quark', 'Frischkäse', 'beurre doux',
    'crème fraîche épaisse', 'fromage râpé', 'lait entier', 'mantequilla', 'nata para montar', 'queso rallado', 'leche',
    'burro', 'panna da cucina', 'formaggio grattugiato', 'latte intero', 'besciamella', 'mozarella', 'parmesean',
    '…butter, free-range eggs', 'sugar-free butter', 'lactose free cream', 'Philadelphia', 'alfredo sauce',
  ],
  safe: [
    '400 ml coconut milk', '2 tbsp coconut cream', '1 cup oat milk', 'almond milk', 'soy milk', 'rice milk',
    '200 ml hemp milk', 'cashew milk', '2 tbsp peanut butter', 'almond butter', 'cocoa butter', 'apple butter',
    '400 g butter beans', 'butter lettuce', 'butternut squash', '1 tsp cream of tartar', 'vegan butter',
    'vegan cheese', 'dairy-free spread', 'dairy free yoghurt', 'nutritional yeast', 'cheesecloth for straining',
    'creamed corn', 'creamed coconut', 'crème de cassis', 'crema di balsamico', 'lait de coco', 'leche de coco',
    'latte di cocco', 'Kokosmilch', 'mantequilla de maní', 'bean curd', 'cream crackers', 'cream together the sugar and oil',
  ],
};
