import type { DvCatalogue } from '../catalogue';
import { dates } from './dates';
import { messages } from './messages';
import { pwaMessages } from './pwa-messages';

// The Dhivehi catalogue: one chunk, loaded only when the page is Dhivehi (decision 0058).
const dv: DvCatalogue = { messages: { ...messages, ...pwaMessages }, dates };
export default dv;
