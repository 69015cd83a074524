import type { ChatClient, ChatRequest } from './chatClient';
import { frameThrottle } from './frameThrottle';
import { isReasoningModel } from './modelSettings';
import { parseRecipe, type ParsedReply } from './parseRecipe';
import { previewRecipe } from './previewRecipe';
import { MAX_REPLY_TOKENS, recipeMessages } from './recipePrompt';
import type { RecipePreview } from './recipeTypes';

// Loaded on demand (with the model client) by the requestRecipe thunk: none of this is needed to show the page.

export { classifyRequestError } from './recipeFailure';

export function recipeRequestFor(ingredients: readonly string[], model: string): ChatRequest {
  return {
    model,
    messages: recipeMessages(ingredients),
    max_tokens: MAX_REPLY_TOKENS,
    ...(isReasoningModel(model) && { reasoning_effort: 'low' as const }),
  };
}

export interface AskForRecipeOptions {
  client: ChatClient;
  ingredients: readonly string[];
  model: string;
  stream: boolean;
  signal: AbortSignal;
  /** Called with what can be shown of a streamed reply, at most once per animation frame. */
  onPreview: (preview: RecipePreview) => void;
}

export interface RecipeReply {
  /** The reply's content as the model sent it, for the console when it is not a recipe. */
  content: unknown;
  parsed: ParsedReply;
}

/** Sends the recipe request and reads the whole reply; throws when the request itself fails. */
export async function askForRecipe({
  client,
  ingredients,
  model,
  stream,
  signal,
  onPreview,
}: AskForRecipeOptions): Promise<RecipeReply> {
  const request = recipeRequestFor(ingredients, model);
  if (!stream) {
    const content = (await client.chatCompletion(request, { signal })).choices[0]?.message.content;
    return { content, parsed: parseRecipe(content) };
  }

  let content = '';
  const preview = frameThrottle(() => {
    const shown = previewRecipe(content);
    if (shown) onPreview(shown);
  });
  try {
    for await (const chunk of client.chatCompletionStream(request, { signal })) {
      content += chunk.choices[0]?.delta.content ?? '';
      preview.request();
    }
  } finally {
    preview.cancel();
  }
  return { content, parsed: parseRecipe(content) };
}
