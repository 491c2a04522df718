import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteAccess } from './guards.tsx';

/** One entry of a route table. */
export interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType> | ComponentType;
  access?: RouteAccess;
}
