import { type Role, roleLabels, roles } from '@hrt/shared/roles';
import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/input';

type RoleSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: Role;
  onChange: (role: Role) => void;
};

/** A native select of the five roles, labelled as the shared table names them. */
export function RoleSelect({ value, onChange, ...props }: RoleSelectProps) {
  return (
    <Select value={value} onChange={(event) => onChange(event.target.value as Role)} {...props}>
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </Select>
  );
}
