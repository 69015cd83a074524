import type { ChatRequest } from '../../src/core/chat/chatClient';
import { IDEAS_SYSTEM_PROMPT } from '../../src/core/modelRequest/steeringPrompts';
import type { Recipe } from '../../src/core/recipe/recipeTypes';
import { FakeChatClient, replyWith, sampleRecipe, wordsOf } from './fakeChatClient';

/** sampleRecipe cooked on the stove top: what a model might answer to No oven. */
export const stoveTopSample: Recipe = {
  ...sampleRecipe,
  instructions: ['Boil the pasta in a pot.', 'Cook the tomatoes in a pan.', 'Toss everything with basil.'],
};

/**
 * A test double for the model that answers a first recipe, a change and ideas each as the test says (told apart
 * by their messages, as the request builds them), and records what it was sent.
 */
export function steeringChef(answers: { recipe?: Recipe; change?: unknown; ideas?: unknown }) {
  return new FakeChatClient(async (request: ChatRequest) => {
    const system = wordsOf(request.messages[0]);
    if (system.startsWith(IDEAS_SYSTEM_PROMPT)) return replyWith(JSON.stringify(answers.ideas));
    if (request.messages.some(({ role }) => role === 'assistant')) return replyWith(JSON.stringify(answers.change));
    return replyWith(JSON.stringify(answers.recipe ?? sampleRecipe));
  });
}
