import type { DvCatalogue } from '../catalogue';
import { errorInDhivehi } from './api-messages';
import { dates } from './dates';
import { messages } from './messages';
import { pwaMessages } from './pwa-messages';

// The Dhivehi catalogue: one chunk, loaded only when the page is Dhivehi (decision 0058), with the
// offline texts (decision 0054) and the Dhivehi of the API's messages (decision 0060).
const dv: DvCatalogue = { messages: { ...messages, ...pwaMessages }, dates, inDhivehi: errorInDhivehi };
export default dv;
