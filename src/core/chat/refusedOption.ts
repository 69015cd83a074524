import { ChatRequestError, type ChatRequest, type RefusableOption } from './chatClient';

const NAMES_REASONING = /reasoning/i;
const NAMES_STREAM_OPTIONS = /stream_options|include_usage/i;
const NAMES_RESPONSE_FORMAT = /response_format|json_schema|grammar|not supported/i;

/**
 * The option a server refused the request for (HTTP 400 or 422 whose message names it), when the request carried
 * it; null for any other failure. A request without the option would then be accepted.
 */
export function refusedOption(error: unknown, request: ChatRequest): RefusableOption | null {
  if (!(error instanceof ChatRequestError) || (error.status !== 400 && error.status !== 422)) return null;
  if (request.reasoning_effort && NAMES_REASONING.test(error.message)) return 'reasoning_effort';
  // Before response_format's, whose words include any "not supported".
  if (request.stream_options && NAMES_STREAM_OPTIONS.test(error.message)) return 'stream_options';
  if (request.response_format && NAMES_RESPONSE_FORMAT.test(error.message)) return 'response_format';
  return null;
}

export function withoutOption(request: ChatRequest, option: RefusableOption): ChatRequest {
  const { [option]: _refused, ...rest } = request;
  return rest;
}
