import { lazyComponent } from '@/lib/lazy-component';

/**
 * The add-or-edit form of a component, loaded when first opened (decision 046): it brings
 * react-hook-form and the Radix dialog, which /rooms' first view does not show. Every page
 * that opens it takes it from here; one static import anywhere would put it, through a shared
 * chunk, back on that first view.
 */
export const LazyComponentDialog = lazyComponent(() =>
  import('./component-dialog').then((module) => module.ComponentDialog),
);
