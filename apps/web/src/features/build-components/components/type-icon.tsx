import type { ComponentType } from '@hrt/shared/schemas/build-components';
import { House, type LucideIcon, Palette, Wrench } from 'lucide-react';

export const componentTypeIcons: Record<ComponentType, LucideIcon> = {
  room: House,
  design: Palette,
  service: Wrench,
};
