import { ZLegalAnswer } from '@pflegepuls/shared';
import type { TDomain } from '../../platform/types.ts';

/** Legal: the operator's details for imprint and privacy text, from the configuration (visitors too). */
export const legalDomain: TDomain = {
  name: 'legal',
  register(app, { config }) {
    app.get('/api/legal', { schema: { response: { 200: ZLegalAnswer } } }, async () => ({
      data: config.legal,
    }));
  },
};
