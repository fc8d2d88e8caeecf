export default { testDir: '/work/main', testMatch: 'shots.tmp.spec.ts', use: { launchOptions: { executablePath: '/usr/bin/chromium' } } };
