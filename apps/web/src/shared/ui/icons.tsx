// The small line icons of edit and delete buttons (lists of beneficiaries and dependents). The
// button carries the accessible name; the icon is hidden from assistive technology.

function LineIcon({ path }: { path: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

export const PenIcon = () => <LineIcon path="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4" />;

export const TrashIcon = () => <LineIcon path="M4 7h16M10 11v6M14 11v6M5 7l1 13h12l1-13M9 7V4h6v3" />;
