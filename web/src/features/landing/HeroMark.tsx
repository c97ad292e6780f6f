import { type CSSProperties, useEffect, useState } from "react";
import { HERO_ANIMATION_MS } from "../../config";
import { usePrefersReducedMotion } from "./motion";

// The bridge (setu) between a worker and an employer builds itself, people cross it and a
// match is made. After HERO_ANIMATION_MS (at once for reduced motion) the picture becomes the
// static final frame, so a cheap phone stops repainting. Both share one fixed box: no shift.

export const HERO_MARK_SIZE = { width: 360, height: 240 } as const;
const STATIC_SRC = "/landing/hero-bridge.svg";

const HANGERS = [
  [120, 119],
  [150, 101],
  [180, 95],
  [210, 101],
  [240, 119],
] as const;
/** Each walker stops a little short of the one ahead; the still picture has them there too. */
const WALKERS = [
  { color: "#f59e0b", walk: 190 },
  { color: "#0f766e", walk: 166 },
  { color: "#f59e0b", walk: 142 },
] as const;

function AnimatedBridge() {
  return (
    <svg
      className="hero-mark__svg"
      viewBox="0 0 360 240"
      width={HERO_MARK_SIZE.width}
      height={HERO_MARK_SIZE.height}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-mark-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e0f2fe" />
          <stop offset="1" stopColor="#ccfbf1" />
        </linearGradient>
        <clipPath id="hero-mark-card">
          <rect width="360" height="240" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-mark-card)">
        <rect width="360" height="240" fill="url(#hero-mark-sky)" />
        <g className="hero-mark__rise">
          <path d="M80 176h200v64H80z" fill="#99f6e4" />
          <path
            d="M96 196q14-7 28 0t28 0t28 0t28 0t28 0t28 0M110 220q14-7 28 0t28 0t28 0t28 0t28 0"
            fill="none"
            stroke="#fff"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path d="M0 150h96l-14 90H0z" fill="#115e59" />
          <path d="M360 150h-96l14 90h82z" fill="#115e59" />
          <g transform="translate(44 104)">
            <circle cx="0" cy="0" r="10" fill="#fcd9b6" />
            <path d="M-12 -2a12 12 0 0 1 24 0z" fill="#f59e0b" />
            <rect x="-11" y="13" width="22" height="33" rx="8" fill="#0f766e" />
          </g>
          <g transform="translate(296 92)">
            <rect width="48" height="58" rx="4" fill="#334155" />
            <path d="M9 10h8v8H9zM31 10h8v8h-8zM9 26h8v8H9zM31 26h8v8h-8z" fill="#fde68a" />
            <rect x="19" y="42" width="10" height="16" fill="#fde68a" />
          </g>
        </g>
        <path
          className="hero-mark__draw hero-mark__arch"
          d="M90 150Q180 40 270 150"
          pathLength={1}
          fill="none"
          stroke="#0f766e"
          strokeWidth="8"
          strokeLinecap="round"
        />
        {HANGERS.map(([x, y], index) => (
          <path
            key={x}
            className="hero-mark__draw hero-mark__hanger"
            style={{ animationDelay: `${1.1 + index * 0.12}s` }}
            d={`M${x} ${y}V150`}
            pathLength={1}
            stroke="#0f766e"
            strokeWidth="3"
          />
        ))}
        <path
          className="hero-mark__draw hero-mark__deck"
          d="M72 150h216"
          pathLength={1}
          stroke="#0f172a"
          strokeWidth="6"
          strokeLinecap="round"
        />
        {WALKERS.map(({ color, walk }, index) => (
          <g
            key={walk}
            className="hero-mark__walker"
            style={
              { animationDelay: `${2.2 + index * 0.7}s`, "--walk": `${walk}px` } as CSSProperties
            }
          >
            <circle cx="84" cy="131" r="4.5" fill="#0f172a" />
            <rect x="79" y="137" width="10" height="10" rx="3" fill={color} />
          </g>
        ))}
      </g>
      <g className="hero-mark__badge">
        <circle cx="180" cy="50" r="20" fill="#15803d" />
        <path
          d="m171 50 6 6 12-12"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}

export function HeroMark() {
  const reducedMotion = usePrefersReducedMotion();
  const [finished, setFinished] = useState(false);
  const animating = !reducedMotion && !finished;

  useEffect(() => {
    if (!animating) return;
    // Fetch the still picture early so the swap shows no empty frame.
    new Image().src = STATIC_SRC;
    const timer = setTimeout(() => setFinished(true), HERO_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [animating]);

  return (
    <div className="hero-mark" aria-hidden="true">
      {animating ? (
        <AnimatedBridge />
      ) : (
        <img
          className="hero-mark__svg"
          src={STATIC_SRC}
          alt=""
          width={HERO_MARK_SIZE.width}
          height={HERO_MARK_SIZE.height}
        />
      )}
    </div>
  );
}
