import { Icon } from "../../../components/icons";

// Line icons for the preview's tab bar, drawn in the frame of components/icons.tsx.

const PATHS = {
  home: "M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10",
  postJob: "M5 4h14v16H5zM12 8v8M8 12h8",
  myJobs: "M3 8h18v12H3zM9 8V5h6v3M3 13h18",
  applications: "M4 4h16v12h-5l-3 4-3-4H4zM8 9h8M8 12h5",
  analytics: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  dashboard: "M4 4h7v7H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 13h7v7H4z",
  findJobs: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4",
  profile: "M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21a8 8 0 0 1 16 0",
  lock: "M6 11h12v9H6zM9 11V8a3 3 0 0 1 6 0v3",
} as const;

export type DemoIconName = keyof typeof PATHS;

export function DemoIcon({ name, size = 20 }: { name: DemoIconName; size?: number }) {
  return (
    <Icon size={size}>
      <path d={PATHS[name]} />
    </Icon>
  );
}
