/**
 * Issue 40: `src/app` is the frame views may import, so it may not reach streams or services itself — a view would
 * get them through it. The app talks to machines (events to the root system's actors); only the boot, main.tsx,
 * wires streams and services. A block of its own: its zone targets only src/app, where no other zone applies.
 */
export const appZone = {
  files: ['src/app/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './src/app',
            from: ['./src/streams', './src/services'],
            message:
              'the app may not import streams or services: send an event to a machine (main.tsx wires the rest).',
          },
        ],
      },
    ],
  },
};
