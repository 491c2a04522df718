import { lazy, type ComponentType } from 'react';
import { loadAreaWords } from '@/i18n/index.ts';

/**
 * An area's page, fetched the first time it is shown together with the areas' words, so neither
 * is part of the home page's download. The route table's Suspense shows the loading state meanwhile.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => (await Promise.all([load(), loadAreaWords()]))[0]);
}
