/** gpt-oss and its kin think before they answer, and the thinking counts against max_tokens. */
export function isReasoningModel(model: string): boolean {
  return model.startsWith('openai/gpt-oss');
}
