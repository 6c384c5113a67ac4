// A campervan in the line style of antd's outlined icons (which have a car and a truck, but no van): the menu's mark
// for Manage Campervans, beside the car of Manage Cars.
export function CampervanIcon({ className }: { className?: string }) {
  return (
    <span role="img" aria-hidden className={['anticon', className].filter(Boolean).join(' ')}>
      <svg viewBox="112 136 800 800" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={60} strokeLinejoin="round" strokeLinecap="round" focusable="false">
        <path d="M212 700h-36a32 32 0 0 1-32-32V280a32 32 0 0 1 32-32h464l160 176h48a32 32 0 0 1 32 32v212a32 32 0 0 1-32 32h-52M652 700H356" />
        <path d="M216 336h128v112H216zM424 336h128v112H424zM632 336l96 112h-96z" strokeWidth={44} />
        <circle cx="284" cy="716" r="72" />
        <circle cx="724" cy="716" r="72" />
      </svg>
    </span>
  );
}
