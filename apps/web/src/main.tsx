import '@trussworks/react-uswds/lib/uswds.css';
import '@trussworks/react-uswds/lib/index.css';
import './styles.css';
import { start } from './app/start.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
