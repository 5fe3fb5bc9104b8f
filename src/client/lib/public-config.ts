import { createContext, useContext } from 'react';
import {
  PUBLIC_CONFIG_ELEMENT_ID,
  ZPublicConfigSchema,
  type TPublicConfig,
} from '../../shared/schemas/public-config';

const DEFAULT_PUBLIC_CONFIG: TPublicConfig = {
  countdown: null,
  gtmId: null,
  candidateFormUrl: null,
};

/**
 * Reads the config the server embeds in index.html. A page served without it (a bare `vite` dev server)
 * gets the defaults; malformed config is a server bug and throws rather than being papered over.
 */
export function readPublicConfig(doc: Document): TPublicConfig {
  const element = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_PUBLIC_CONFIG;
  return ZPublicConfigSchema.parse(JSON.parse(element.textContent));
}

export const PublicConfigContext = createContext<TPublicConfig>(DEFAULT_PUBLIC_CONFIG);

export function usePublicConfig(): TPublicConfig {
  return useContext(PublicConfigContext);
}
