/** Stops or restarts something that moves by itself (the demo tour, the testimonials). */
export function PlayPauseButton({
  playing,
  pauseLabel,
  playLabel,
  onToggle,
  className = "",
}: {
  className?: string;
  playing: boolean;
  pauseLabel: string;
  playLabel: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={`icon-button play-pause ${className}`}
      aria-label={playing ? pauseLabel : playLabel}
      onClick={onToggle}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d={playing ? "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" : "M8 5v14l11-7z"}
        />
      </svg>
    </button>
  );
}
