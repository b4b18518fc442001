// The words of the saved and sent quotes: added when a part that shows them first loads (a lazy page), so
// the first screen's script does not carry them.
import { addWords } from '../../i18n/i18n';
import { en, es } from './words';

addWords({ en, es });
