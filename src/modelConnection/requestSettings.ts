import type { RefusableOption } from '../core/chat/chatClient';
import { DEFAULT_VISION_MODEL } from '../core/chat/modelSettings';

// Build-time settings only the request code needs, read where it runs (it loads after the first screen), so the
// first download does not carry them. Compiled in by webpack's DefinePlugin, like buildModelSettings.ts's.

/** HF_RESPONSE_FORMAT: json_schema (also when empty or unknown), json_object or none. */
export const builtResponseFormat = (): string => process.env.HF_RESPONSE_FORMAT ?? '';

/** HF_VISION_MODEL: the model that reads the cook's photos, when the page asks its model itself. */
export const builtVisionModel = (): string => process.env.HF_VISION_MODEL || DEFAULT_VISION_MODEL;

/** HF_ENDPOINT_URL: the cook's own model server, if the app was built for one (empty in demo mode and for Hugging Face). */
export const builtEndpointUrl = (): string => process.env.HF_ENDPOINT_URL ?? '';

/** What servers refused during this visit (this page's life): later requests leave it out from the start. */
export const refusedThisVisit = new Set<RefusableOption>();
