import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

// Back-office routes speak the ra-data-simple-rest dialect (ARCHITECTURE §6).
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
