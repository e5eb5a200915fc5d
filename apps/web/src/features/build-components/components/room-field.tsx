import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { useComponents } from '@/lib/shared-queries/build-components';

/**
 * The room a design item or service belongs to, or "No room": its expenses then count in the
 * room's figures, and its budget is part of the room's. Only rooms are offered.
 */
export function RoomField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (roomId: string) => void;
  error: string | undefined;
}) {
  const components = useComponents();
  const rooms = (components.data ?? []).filter((component) => component.type === 'room');
  return (
    <Field
      label="Room"
      error={error}
      hint="Its expenses count in the room's figures, and its budget is part of the room's."
    >
      {({ id, describedBy }) => (
        // Controlled, so a room chosen before the list arrives is shown once its option exists.
        <Select
          id={id}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">No room</option>
          {rooms.map((room) => (
            <option key={room.id} value={room.id}>
              {room.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
