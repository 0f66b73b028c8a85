import { Icon, type IconProps } from '@chakra-ui/react';

// A handful of stroke icons drawn for the sidebar; not worth an icon library yet.
const paths = {
  dashboard: 'M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z',
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14',
  incidents: 'M12 3 2 20h20L12 3zM12 10v4M12 17h.01',
  docs: 'M4 4h10l6 6v10H4zM14 4v6h6M8 14h8M8 17h5',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7h.01',
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
  desktop: 'M3 4h18v12H3zM8 20h8M12 16v4',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2c3 3 3 17 0 20M12 2c-3 3-3 17 0 20',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  clients: 'M4 21V5l8-3v19M12 8h8v13M4 21h18M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2',
  organizations: 'M9 3h6v5H9zM12 8v4M5 12h14M5 12v4M12 12v4M19 12v4M3 16h4v5H3zM10 16h4v5h-4zM17 16h4v5h-4z',
} as const;

export type IconName = keyof typeof paths;

export function ShellIcon({ name, ...props }: { name: IconName } & IconProps) {
  return (
    <Icon boxSize="4" {...props} asChild>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={paths[name]} />
      </svg>
    </Icon>
  );
}
