import type { ComponentType, LazyExoticComponent } from 'react';
import type { AdminNeed } from '@/components/admin/access.ts';
import type { RouteAccess } from './guards.tsx';

/** One entry of a route table. */
export interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType> | ComponentType;
  access?: RouteAccess;
}

/** One page of the back office, under /admin/, with the role it needs. */
export interface AdminRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  need: AdminNeed;
}
