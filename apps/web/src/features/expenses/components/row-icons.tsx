/**
 * Lucide's Pencil, Trash2 and Upload drawn as one <path> each (the same strokes, subpaths
 * joined). Every row in view has them, so a search that mounts a screen of new rows creates
 * two SVG elements per icon instead of up to six, without lucide's per-render work.
 */
function rowIcon(name: string, d: string) {
  return function RowIcon({ className }: { className?: string }) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      >
        <path d={d} />
      </svg>
    );
  };
}

export const PencilIcon = rowIcon(
  'pencil',
  'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497zM15 5l4 4',
);

export const TrashIcon = rowIcon(
  'trash-2',
  'M10 11v6M14 11v6M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
);

export const UploadIcon = rowIcon(
  'upload',
  'M12 3v12M17 8l-5-5-5 5M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
);
